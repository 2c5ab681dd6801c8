import { endpoints } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { backupsQueryKey } from './get-backups';

export function deleteBackups(ids: number[]): Promise<unknown> {
  return api.delete(endpoints.deleteBackups.path, { ...actionConfig, data: ids });
}

export function useDeleteBackups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBackups,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsQueryKey }),
  });
}
