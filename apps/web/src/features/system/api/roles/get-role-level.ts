import { endpointPaths } from '@coalsim/contract';
import type { roleLevelSchema } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../../lib/api-client';
import { rolesQueryKey } from './get-roles';

export function getRoleLevel(signal?: AbortSignal): Promise<z.infer<typeof roleLevelSchema>> {
  return api.get(endpointPaths.getRoleLevel.path, { signal });
}

export function getRoleLevelQueryOptions() {
  return queryOptions({
    queryKey: [...rolesQueryKey, 'level'],
    queryFn: ({ signal }) => getRoleLevel(signal),
  });
}

/** The signed-in user's strongest level (0 for the super admin): the role form's floor. */
export function useRoleLevel() {
  return useQuery(getRoleLevelQueryOptions());
}
