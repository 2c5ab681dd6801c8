import { endpointPaths } from '@coalsim/contract';
import type { Page, StorageFile } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { getList } from '../../../lib/list-request';
import { storageQueryKey } from './get-storage-files';
import type { StorageQuery } from './get-storage-files';

export function getS3Files(query: StorageQuery, signal?: AbortSignal): Promise<Page<StorageFile>> {
  return getList(endpointPaths.listS3Files.path, query, signal);
}

export function getS3FilesQueryOptions(query: StorageQuery) {
  return queryOptions({
    queryKey: [...storageQueryKey, 's3', 'files', query],
    queryFn: ({ signal }) => getS3Files(query, signal),
    // Paging and filtering keep the current rows on screen until the next page has arrived.
    placeholderData: keepPreviousData,
  });
}

/** The files kept in the S3-compatible store. */
export function useS3Files(query: StorageQuery) {
  return useQuery(getS3FilesQueryOptions(query));
}
