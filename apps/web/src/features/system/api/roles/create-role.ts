import { endpointPaths } from '@coalsim/contract';
import type { Role, RoleBody } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { actionConfig } from '../../../../lib/list-request';
import { rolesQueryKey } from './get-roles';

export function createRole(body: RoleBody): Promise<Role> {
  return api.post<Role>(endpointPaths.createRole.path, body, actionConfig);
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesQueryKey }),
  });
}
