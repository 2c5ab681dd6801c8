import { endpointPaths } from '@coalsim/contract';
import type { RoleBrief } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { rolesQueryKey } from './get-roles';

export function getAllRoles(signal?: AbortSignal): Promise<RoleBrief[]> {
  return api.get<RoleBrief[]>(endpointPaths.allRoles.path, { signal });
}

export function getAllRolesQueryOptions() {
  return queryOptions({
    queryKey: [...rolesQueryKey, 'all'],
    queryFn: ({ signal }) => getAllRoles(signal),
  });
}

/**
 * The role choices of the user form and filter. `enabled` must be false for accounts without
 * roles:list, user:add or user:edit: the server would refuse and the app would leave the page.
 */
export function useAllRoles(enabled: boolean) {
  return useQuery({ ...getAllRolesQueryOptions(), enabled });
}
