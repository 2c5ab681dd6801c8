import { endpointPaths } from '@coalsim/contract';
import type { StorageFile, StorageRename } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { storageQueryKey } from './get-storage-files';

/** Changes a file's display name (its bytes and URL stay), whichever store holds it. */
export function renameStorageFile(body: StorageRename): Promise<StorageFile> {
  return api.put<StorageFile>(endpointPaths.renameStorage.path, body, actionConfig);
}

export function useRenameStorageFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameStorageFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storageQueryKey }),
  });
}
