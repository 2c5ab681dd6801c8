import { endpointPaths } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { storageQueryKey } from './get-storage-files';

/** Deletes files of the S3 store, records and objects. */
export function deleteS3Files(ids: number[]): Promise<unknown> {
  return api.delete(endpointPaths.deleteS3Files.path, { ...actionConfig, data: ids });
}

export function useDeleteS3Files() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteS3Files,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storageQueryKey }),
  });
}
