import { endpointPaths } from '@coalsim/contract';
import type { AttemptReview } from '@coalsim/contract';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { myExamQueryKey } from './my-exam-keys';

export function getAttempt(attemptId: number, signal?: AbortSignal): Promise<AttemptReview> {
  return api.get<AttemptReview>(endpointPaths.getAttempt.path.replace(':id', String(attemptId)), { signal });
}

/**
 * 查看答卷: each question with the trainee's answer and, where the paper shows them, the right one
 * and the analysis. A handed-in attempt does not change, so it is not asked for again.
 */
export function useAttempt(attemptId: number | undefined) {
  return useQuery({
    queryKey: [...myExamQueryKey, 'attempt', attemptId],
    queryFn: ({ signal }) => getAttempt(attemptId!, signal),
    enabled: attemptId !== undefined,
    staleTime: Infinity,
  });
}
