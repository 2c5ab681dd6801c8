import { endpointPaths } from '@coalsim/contract';
import { queryOptions } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { menusQueryKey } from './get-menus';

/** The id and the ids of all its descendants: checking a node checks its whole branch. */
export function getChildMenus(id: number, signal?: AbortSignal): Promise<number[]> {
  return api.get<number[]>(endpointPaths.childMenus.path, { params: { id }, signal });
}

/** Fetched on demand (a checkbox click) through `queryClient.fetchQuery`, cached per node. */
export function getChildMenusQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...menusQueryKey, 'child', id],
    queryFn: ({ signal }) => getChildMenus(id, signal),
  });
}
