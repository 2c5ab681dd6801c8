import { endpointPaths } from '@coalsim/contract';
import type { Worker } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { workersQueryKey } from './get-workers';

export function getWorker(id: number, signal?: AbortSignal): Promise<Worker> {
  return api.get<Worker>(endpointPaths.getWorker.path.replace(':id', String(id)), { signal });
}

export function getWorkerQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...workersQueryKey, 'detail', id],
    queryFn: ({ signal }) => getWorker(id, signal),
    // The form saves against this version: always the newest.
    staleTime: 0,
  });
}

/** One worker with the whole id-card number, for the edit form. */
export function useWorker(id: number | undefined) {
  return useQuery({ ...getWorkerQueryOptions(id ?? 0), enabled: id !== undefined });
}
