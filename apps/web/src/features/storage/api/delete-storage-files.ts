import { endpointPaths } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { storageQueryKey } from './get-storage-files';

/** Deletes the records and their bytes, from whichever store holds each. */
export function deleteStorageFiles(ids: number[]): Promise<unknown> {
  return api.delete(endpointPaths.deleteStorage.path, { ...actionConfig, data: ids });
}

export function useDeleteStorageFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStorageFiles,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storageQueryKey }),
  });
}
