import { endpointPaths } from '@coalsim/contract';
import type { ExamAnalysis } from '@coalsim/contract';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { examsQueryKey } from './paper-keys';

export function getExamAnalysis(examId: number, signal?: AbortSignal): Promise<ExamAnalysis> {
  return api.get<ExamAnalysis>(endpointPaths.getTrainExamAnalysis.path.replace(':id', String(examId)), {
    signal,
  });
}

/** 试题分析: per question the share right, the discrimination index and each option's share. */
export function useExamAnalysis(examId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: [...examsQueryKey, 'analysis', examId],
    queryFn: ({ signal }) => getExamAnalysis(examId!, signal),
    enabled: enabled && examId !== undefined,
  });
}
