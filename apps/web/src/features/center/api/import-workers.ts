import { endpointPaths } from '@coalsim/contract';
import type { WorkerImportResult } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { orgQueryKey } from './get-depts';

export interface WorkerImport {
  file: Blob;
  /** true: check every row, write nothing. false: write all rows, or none (400) if any is wrong. */
  dryRun: boolean;
  /** 0–100 while the bytes travel; the server's check follows with no progress of its own. */
  onProgress?: (percent: number) => void;
}

export function importWorkers({ file, dryRun, onProgress }: WorkerImport): Promise<WorkerImportResult> {
  const form = new FormData();
  form.append('file', file);
  return api.post<WorkerImportResult>(endpointPaths.importWorkers.path, form, {
    ...actionConfig,
    params: { dryRun: String(dryRun) },
    // Thousands of rows take longer than the client's usual wait.
    timeout: 0,
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
}

export function useImportWorkers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importWorkers,
    onSuccess: (result) =>
      result.dryRun ? undefined : queryClient.invalidateQueries({ queryKey: orgQueryKey }),
  });
}
