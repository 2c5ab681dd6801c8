import { endpointPaths } from '@coalsim/contract';
import type { ExamArrangement, ExamArrangementUpdate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { examsQueryKey } from './paper-keys';

/** Drafts only: a published exam is frozen (409). */
export function updateTrainExam(body: ExamArrangementUpdate): Promise<ExamArrangement> {
  return api.put<ExamArrangement>(endpointPaths.updateTrainExam.path, body, actionConfig);
}

export function useUpdateTrainExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrainExam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examsQueryKey }),
  });
}
