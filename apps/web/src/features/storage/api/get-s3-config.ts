import { endpointPaths } from '@coalsim/contract';
import type { S3Config } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { storageQueryKey } from './get-storage-files';

export function getS3Config(signal?: AbortSignal): Promise<S3Config> {
  return api.get<S3Config>(endpointPaths.getS3Config.path, { signal });
}

export function getS3ConfigQueryOptions() {
  return queryOptions({
    queryKey: [...storageQueryKey, 's3', 'config'],
    queryFn: ({ signal }) => getS3Config(signal),
    // Set by the server's environment: it changes only with a restart.
    staleTime: Infinity,
  });
}

/** Whether STORAGE=s3 is configured, with its endpoint, bucket and region (never the keys). */
export function useS3Config() {
  return useQuery(getS3ConfigQueryOptions());
}
