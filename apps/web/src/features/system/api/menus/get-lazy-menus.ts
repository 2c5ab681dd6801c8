import { endpointPaths } from '@coalsim/contract';
import type { Menu } from '@coalsim/contract';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { menusQueryKey } from './get-menus';

/** The children of `pid` (0: the top level), by menuSort. */
export function getLazyMenus(pid: number, signal?: AbortSignal): Promise<Menu[]> {
  return api.get<Menu[]>(endpointPaths.lazyMenus.path, { params: { pid }, signal });
}

export function getLazyMenusQueryOptions(pid: number) {
  return queryOptions({
    queryKey: [...menusQueryKey, 'lazy', pid],
    queryFn: ({ signal }) => getLazyMenus(pid, signal),
  });
}

export function useLazyMenus(pid: number) {
  return useQuery(getLazyMenusQueryOptions(pid));
}

/** The children of several expanded nodes at once, by parent id, and whether any is loading. */
export function useLazyMenuChildren(pids: readonly number[]): {
  byParent: ReadonlyMap<number, Menu[]>;
  isFetching: boolean;
} {
  return useQueries({
    queries: pids.map((pid) => getLazyMenusQueryOptions(pid)),
    combine: (results) => ({
      byParent: new Map(
        pids.flatMap((pid, i) => (results[i]?.data ? [[pid, results[i].data] as const] : [])),
      ),
      isFetching: results.some((r) => r.isFetching),
    }),
  });
}
