import { endpointPaths } from '@coalsim/contract';
import type { DeleteBackupsBody } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { backupsQueryKey } from './get-backups';

/** Deletes backups with their files; the password is typed again. */
export function deleteBackups(body: DeleteBackupsBody): Promise<unknown> {
  return api.delete(endpointPaths.deleteBackups.path, { ...actionConfig, data: body });
}

export function useDeleteBackups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBackups,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsQueryKey }),
  });
}
