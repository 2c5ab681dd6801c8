import { endpointPaths } from '@coalsim/contract';
import type { TrainPlanDetail } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { trainPlansQueryKey } from './get-train-plans';

export function getTrainPlan(id: number, signal?: AbortSignal): Promise<TrainPlanDetail> {
  return api.get<TrainPlanDetail>(endpointPaths.getTrainPlan.path.replace(':id', String(id)), { signal });
}

export function getTrainPlanQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...trainPlansQueryKey, 'detail', id],
    queryFn: ({ signal }) => getTrainPlan(id, signal),
    // The edit form saves against this version, and progress moves with every record: the newest.
    staleTime: 0,
  });
}

/** One plan with every trainee's progress (a draft: the staff its selection names today). */
export function useTrainPlan(id: number | null | undefined) {
  return useQuery({ ...getTrainPlanQueryOptions(id ?? 0), enabled: typeof id === 'number' });
}
