import { endpointPaths } from '@coalsim/contract';
import type { StorageFile } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { storageQueryKey } from './get-storage-files';

export interface FileUpload {
  /** Cancels the upload (the dialog's 取消). */
  signal?: AbortSignal | undefined;
  /** The display name; the server uses the file's own name when it is left out. */
  name?: string | undefined;
  file: Blob;
  /** 0–100 while the bytes travel. */
  onProgress?: (percent: number) => void;
}

/** The multipart body both stores take: `name` (when given) and `file`. */
export function uploadForm({ name, file }: Pick<FileUpload, 'name' | 'file'>): FormData {
  const form = new FormData();
  if (name?.trim()) form.append('name', name.trim());
  form.append('file', file);
  return form;
}

/** Sends `form` to `url` (multipart), reporting how much has been sent. */
export function postUpload(url: string, { onProgress, signal, ...fields }: FileUpload): Promise<StorageFile> {
  return api.post<StorageFile>(url, uploadForm(fields), {
    ...actionConfig,
    signal,
    // A 100 MB file takes longer than the client's usual wait on a slow line.
    timeout: 0,
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
}

/** 上传 in 存储管理: into the store the server is configured with; 201 with the record. */
export function uploadStorageFile(upload: FileUpload): Promise<StorageFile> {
  return postUpload(endpointPaths.uploadStorage.path, upload);
}

export function useUploadStorageFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadStorageFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storageQueryKey }),
  });
}
