import { endpointPaths } from '@coalsim/contract';
import type { RestoreResult } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';

/** Restores a backup of the list; the password is typed again. */
export function restoreBackup({ id, password }: { id: number; password: string }): Promise<RestoreResult> {
  const url = endpointPaths.restoreBackup.path.replace(':id', String(id));
  return api.post<RestoreResult>(url, { confirm: true, password }, { ...actionConfig, timeout: 0 });
}

/** After a restore every cached answer may be wrong: all of them are fetched again. */
export function useRestoreBackup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreBackup, onSuccess: () => queryClient.invalidateQueries() });
}
