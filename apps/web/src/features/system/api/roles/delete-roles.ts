import { endpoints } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { actionConfig } from '../../../../lib/list-request';
import { rolesQueryKey } from './get-roles';

export function deleteRoles(ids: number[]): Promise<unknown> {
  return api.delete(endpoints.deleteRoles.path, { ...actionConfig, data: ids });
}

export function useDeleteRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoles,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesQueryKey }),
  });
}
