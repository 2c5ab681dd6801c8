import { endpointPaths } from '@coalsim/contract';
import type { Role } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { rolesQueryKey } from './get-roles';

export function getRole(id: number, signal?: AbortSignal): Promise<Role> {
  return api.get<Role>(endpointPaths.getRole.path.replace(':id', String(id)), { signal });
}

export function getRoleQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...rolesQueryKey, 'one', id],
    queryFn: ({ signal }) => getRole(id, signal),
    // The menu tree starts from this: always what the server has now.
    staleTime: 0,
  });
}

/** One role with its menus; nothing is fetched while no role is chosen. */
export function useRole(id: number | undefined) {
  return useQuery({ ...getRoleQueryOptions(id ?? 0), enabled: id !== undefined });
}
