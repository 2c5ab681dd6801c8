import { endpointPaths } from '@coalsim/contract';
import type { MenuTree } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { menusQueryKey } from './get-menus';

/**
 * The parent picker's tree: the siblings and ancestors of the edited menu, without it (so it can
 * never become its own parent); `[]` for a new menu gives the top level.
 */
export function getSuperiorMenus(ids: number[], signal?: AbortSignal): Promise<MenuTree[]> {
  return api.post<MenuTree[]>(endpointPaths.superiorMenus.path, ids, { signal });
}

export function getSuperiorMenusQueryOptions(id: number | undefined) {
  const ids = id === undefined ? [] : [id];
  return queryOptions({
    queryKey: [...menusQueryKey, 'superior', ids],
    queryFn: ({ signal }) => getSuperiorMenus(ids, signal),
    staleTime: 0,
  });
}

export function useSuperiorMenus(id: number | undefined, enabled: boolean) {
  return useQuery({ ...getSuperiorMenusQueryOptions(id), enabled });
}
