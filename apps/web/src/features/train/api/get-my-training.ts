import { endpointPaths } from '@coalsim/contract';
import type { MyTraining } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { trainQueryKey } from './get-train-plans';

/**
 * Silent: an account not linked to a worker answers 403, which the page shows as a friendly
 * empty state instead of the no-permission page; other failures get its 重新加载.
 */
export function getMyTraining(signal?: AbortSignal): Promise<MyTraining> {
  return api.get<MyTraining>(endpointPaths.getMyTraining.path, { signal, silent: true });
}

export function getMyTrainingQueryOptions() {
  return queryOptions({
    queryKey: [...trainQueryKey, 'mine'],
    queryFn: ({ signal }) => getMyTraining(signal),
  });
}

/** 我的培训: the worker's plans with their own progress and certificates, and newest records. */
export function useMyTraining() {
  return useQuery(getMyTrainingQueryOptions());
}
