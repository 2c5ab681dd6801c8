import { endpointPaths } from '@coalsim/contract';
import type { DatabaseBackup } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { backupsQueryKey } from './get-backups';

/** 立即备份: answers once the backup is written and checked. */
export function createBackup(): Promise<DatabaseBackup> {
  return api.post<DatabaseBackup>(endpointPaths.createBackup.path, undefined, {
    ...actionConfig,
    timeout: 0,
  });
}

export function useCreateBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBackup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsQueryKey }),
  });
}
