import { endpointPaths } from '@coalsim/contract';
import type { Page, StorageFile, storageQuerySchema } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';
import { storageQueryKey } from '../../../lib/upload-picture';

/** The filters of both file lists (every file, and the S3 store's): one query schema for both. */
export type StorageQuery = z.input<typeof storageQuerySchema>;

/** Every 存储管理 query starts with this key: uploads, renames and deletes invalidate it. */
export { storageQueryKey };

export function getStorageFiles(query: StorageQuery, signal?: AbortSignal): Promise<Page<StorageFile>> {
  return getList(endpointPaths.listStorage.path, query, signal);
}

export function getStorageFilesQueryOptions(query: StorageQuery) {
  return queryOptions({
    queryKey: [...storageQueryKey, 'files', query],
    queryFn: ({ signal }) => getStorageFiles(query, signal),
    // Paging and filtering keep the current rows on screen until the next page has arrived.
    placeholderData: keepPreviousData,
  });
}

/** 存储管理: every stored file, whatever its backend, newest first unless sorted. */
export function useStorageFiles(query: StorageQuery) {
  return useQuery(getStorageFilesQueryOptions(query));
}
