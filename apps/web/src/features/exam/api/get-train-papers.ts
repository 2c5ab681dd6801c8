import { endpointPaths } from '@coalsim/contract';
import type { ExamPaper, examPaperQuerySchema, Page } from '@coalsim/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';
import { papersQueryKey } from './paper-keys';

export type TrainPapersQuery = z.input<typeof examPaperQuerySchema>;

export function getTrainPapers(query: TrainPapersQuery, signal?: AbortSignal): Promise<Page<ExamPaper>> {
  return getList(endpointPaths.listTrainPapers.path, query, signal);
}

/** 试卷, paged, with name and mode filters. */
export function useTrainPapers(query: TrainPapersQuery, enabled = true) {
  return useQuery({
    queryKey: [...papersQueryKey, 'list', query],
    queryFn: ({ signal }) => getTrainPapers(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
