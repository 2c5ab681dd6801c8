import { endpointPaths } from '@coalsim/contract';
import type { AttemptOutcome } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { myExamQueryKey } from './my-exam-keys';

/**
 * 交卷: graded on the server; handing in an attempt already handed in answers its outcome, which
 * is how the page learns the score of one the deadline or the switch limit ended. Silent: the
 * page says 已在其他设备继续作答 or the failure where the button is.
 */
export function submitAttempt(attemptId: number): Promise<AttemptOutcome> {
  return api.post<AttemptOutcome>(
    endpointPaths.submitAttempt.path.replace(':id', String(attemptId)),
    {},
    {
      silent: true,
    },
  );
}

export function useSubmitAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAttempt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myExamQueryKey }),
  });
}
