import { endpointPaths } from '@coalsim/contract';
import type { StorageFile } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { storageQueryKey } from './get-storage-files';
import { postUpload } from './upload-storage-file';
import type { FileUpload } from './upload-storage-file';

/** 上传 to the S3-compatible store (409 when STORAGE is not s3); 201 with the record. */
export function uploadS3File(upload: FileUpload): Promise<StorageFile> {
  return postUpload(endpointPaths.uploadS3File.path, upload);
}

export function useUploadS3File() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadS3File,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storageQueryKey }),
  });
}
