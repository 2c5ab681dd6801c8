import { endpointPaths } from '@coalsim/contract';
import type { Role, RoleUpdateBody } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { actionConfig } from '../../../../lib/list-request';
import { rolesQueryKey } from './get-roles';

export function updateRole(body: RoleUpdateBody): Promise<Role> {
  return api.put<Role>(endpointPaths.updateRole.path, body, actionConfig);
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesQueryKey }),
  });
}
