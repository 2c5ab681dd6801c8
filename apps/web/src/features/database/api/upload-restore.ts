import { endpointPaths } from '@coalsim/contract';
import type { RestoreResult } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';

export interface BackupUpload {
  file: File;
  /** The signed-in account's password, typed again. */
  password: string;
  /** 0–100 while the bytes go up. */
  onProgress?: (percent: number) => void;
}

/** Uploads a backup file; the server checks it, restores it, then keeps it. */
export function uploadRestore({ file, password, onProgress }: BackupUpload): Promise<RestoreResult> {
  const form = new FormData();
  form.append('password', password);
  form.append('file', file);
  return api.post<RestoreResult>(endpointPaths.uploadRestore.path, form, {
    ...actionConfig,
    timeout: 0,
    onUploadProgress: (e) => onProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
  });
}

export function useUploadRestore() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadRestore, onSuccess: () => queryClient.invalidateQueries() });
}
