import { endpointPaths } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { downloadList } from '../../../lib/list-request';
import type { StorageQuery } from './get-storage-files';

export const STORAGE_FILE_NAME = '文件数据.xlsx';

/** The files matching the list's filters, as `文件数据.xlsx` (the list, not the files themselves). */
export function downloadStorageFiles(query: StorageQuery): Promise<void> {
  return downloadList(endpointPaths.downloadStorage.path, query, STORAGE_FILE_NAME);
}

export function useDownloadStorageFiles() {
  return useMutation({ mutationFn: downloadStorageFiles });
}
