import { endpointPaths } from '@coalsim/contract';
import type { Page, TrainRecord, trainRecordQuerySchema } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';
import { trainQueryKey } from './get-train-plans';

export type TrainRecordsQuery = z.input<typeof trainRecordQuerySchema>;

export const trainRecordsQueryKey = [...trainQueryKey, 'records'] as const;

export function getTrainRecords(query: TrainRecordsQuery, signal?: AbortSignal): Promise<Page<TrainRecord>> {
  return getList(endpointPaths.listTrainRecords.path, query, signal);
}

export function getTrainRecordsQueryOptions(query: TrainRecordsQuery) {
  return queryOptions({
    queryKey: [...trainRecordsQueryKey, 'list', query],
    queryFn: ({ signal }) => getTrainRecords(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** 培训记录, paged: manual and reported, flagged ones included (they are shown, never counted). */
export function useTrainRecords(query: TrainRecordsQuery) {
  return useQuery(getTrainRecordsQueryOptions(query));
}
