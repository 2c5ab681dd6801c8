import { endpointPaths } from '@coalsim/contract';
import type { ExamArrangement, examArrangementQuerySchema, Page } from '@coalsim/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';
import { examsQueryKey } from './paper-keys';

export type TrainExamsQuery = z.input<typeof examArrangementQuerySchema>;

export function getTrainExams(query: TrainExamsQuery, signal?: AbortSignal): Promise<Page<ExamArrangement>> {
  return getList(endpointPaths.listTrainExams.path, query, signal);
}

/** 考试安排, paged; `status` finished means published and past its window. */
export function useTrainExams(query: TrainExamsQuery) {
  return useQuery({
    queryKey: [...examsQueryKey, 'list', query],
    queryFn: ({ signal }) => getTrainExams(query, signal),
    placeholderData: keepPreviousData,
  });
}
