import { endpointPaths } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { actionConfig } from '../../../../lib/list-request';
import { rolesQueryKey } from './get-roles';

export function deleteRoles(ids: number[]): Promise<unknown> {
  return api.delete(endpointPaths.deleteRoles.path, { ...actionConfig, data: ids });
}

export function useDeleteRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoles,
    onSuccess: (_result, ids) => {
      // The deleted roles' own queries go first: invalidating them would fetch them again (and a
      // page still showing one would get 角色不存在 for a role the user just deleted).
      for (const id of ids) queryClient.removeQueries({ queryKey: [...rolesQueryKey, 'one', id] });
      return queryClient.invalidateQueries({ queryKey: rolesQueryKey });
    },
  });
}
