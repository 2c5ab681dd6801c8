import { endpointPaths } from '@coalsim/contract';
import type { Page, TrainPlan, trainPlanQuerySchema } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';

export type TrainPlansQuery = z.input<typeof trainPlanQuerySchema>;

/** Plans, their trainees' progress and records all start with this key: a record moves a plan's counts. */
export const trainQueryKey = ['train'] as const;
export const trainPlansQueryKey = [...trainQueryKey, 'plans'] as const;

export function getTrainPlans(query: TrainPlansQuery, signal?: AbortSignal): Promise<Page<TrainPlan>> {
  return getList(endpointPaths.listTrainPlans.path, query, signal);
}

export function getTrainPlansQueryOptions(query: TrainPlansQuery) {
  return queryOptions({
    queryKey: [...trainPlansQueryKey, 'list', query],
    queryFn: ({ signal }) => getTrainPlans(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** 培训计划, paged; `status` finished means published and past its end. */
export function useTrainPlans(query: TrainPlansQuery, enabled = true) {
  return useQuery({ ...getTrainPlansQueryOptions(query), enabled });
}
