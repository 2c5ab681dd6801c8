import { endpointPaths } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { actionConfig } from '../../../../lib/list-request';
import { usersQueryKey } from './get-users';

export function deleteUsers(ids: number[]): Promise<unknown> {
  return api.delete(endpointPaths.deleteUsers.path, { ...actionConfig, data: ids });
}

export function useDeleteUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUsers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
