import { endpointPaths } from '@coalsim/contract';
import type { Role, RoleMenusBody } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { actionConfig } from '../../../../lib/list-request';
import { rolesQueryKey } from './get-roles';

/** Replaces the role's menus and buttons; its users see the change on their next request. */
export function assignRoleMenus(body: RoleMenusBody): Promise<Role> {
  return api.put<Role>(endpointPaths.assignRoleMenus.path, body, actionConfig);
}

export function useAssignRoleMenus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignRoleMenus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesQueryKey }),
  });
}
