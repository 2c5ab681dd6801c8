import { endpointPaths } from '@coalsim/contract';
import type { Page, TrainLaunch, trainLaunchQuerySchema } from '@coalsim/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';
import { trainQueryKey } from './get-train-plans';

export type TrainLaunchesQuery = z.input<typeof trainLaunchQuerySchema>;

export function getTrainLaunches(
  query: TrainLaunchesQuery,
  signal?: AbortSignal,
): Promise<Page<TrainLaunch>> {
  return getList(endpointPaths.listTrainLaunches.path, query, signal);
}

/** 启动记录, paged, newest first: who launched which software, from which plan, and whether it was taken. */
export function useTrainLaunches(query: TrainLaunchesQuery) {
  return useQuery({
    queryKey: [...trainQueryKey, 'launches', query],
    queryFn: ({ signal }) => getTrainLaunches(query, signal),
    placeholderData: keepPreviousData,
  });
}
