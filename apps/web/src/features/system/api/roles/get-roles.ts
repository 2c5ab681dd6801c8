import { endpointPaths } from '@coalsim/contract';
import type { Page, Role, roleQuerySchema } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../../lib/list-request';

export type RolesQuery = z.input<typeof roleQuerySchema>;

/**
 * Every roles query (the list, `all`, one role with its menus) starts with this key: any write
 * invalidates them together.
 */
export const rolesQueryKey = ['system', 'roles'] as const;

export function getRoles(query: RolesQuery, signal?: AbortSignal): Promise<Page<Role>> {
  return getList(endpointPaths.listRoles.path, query, signal);
}

export function getRolesQueryOptions(query: RolesQuery) {
  return queryOptions({
    queryKey: [...rolesQueryKey, 'list', query],
    queryFn: ({ signal }) => getRoles(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRoles(query: RolesQuery) {
  return useQuery(getRolesQueryOptions(query));
}
