import { endpointPaths } from '@coalsim/contract';
import type { AttemptStart } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { myExamQueryKey } from './my-exam-keys';

/**
 * Starts the next attempt or resumes the open one (and makes this browser the one it continues
 * on). Silent: the take page shows the server's reason (未开始, 已截止, 次数已用完) in its place.
 */
export function startMyExam(examId: number): Promise<AttemptStart> {
  return api.post<AttemptStart>(
    endpointPaths.startMyExam.path.replace(':id', String(examId)),
    {},
    {
      silent: true,
    },
  );
}

/** A mutation, not a query: starting uses up an attempt, so it must never rerun on its own. */
export function useStartMyExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startMyExam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myExamQueryKey }),
  });
}
