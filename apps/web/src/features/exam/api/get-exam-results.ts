import { endpointPaths } from '@coalsim/contract';
import type { ExamResult, examResultQuerySchema, Page } from '@coalsim/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';
import { examsQueryKey } from './paper-keys';

export type ExamResultsQuery = z.input<typeof examResultQuerySchema>;

const pathOf = (examId: number) => endpointPaths.listTrainExamResults.path.replace(':id', String(examId));

export function getExamResults(
  examId: number,
  query: ExamResultsQuery,
  signal?: AbortSignal,
): Promise<Page<ExamResult>> {
  return getList(pathOf(examId), query, signal);
}

/** 考试成绩: each candidate's best score and attempts, paged, by name, result and department. */
export function useExamResults(examId: number | undefined, query: ExamResultsQuery) {
  return useQuery({
    queryKey: [...examsQueryKey, 'results', examId, query],
    queryFn: ({ signal }) => getExamResults(examId!, query, signal),
    placeholderData: keepPreviousData,
    enabled: examId !== undefined,
  });
}
