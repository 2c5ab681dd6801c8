import { endpointPaths } from '@coalsim/contract';
import type { ExamPaper, ExamPaperUpdate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { papersQueryKey } from './paper-keys';

/** Refused (409) once a published exam uses the paper, or when someone saved it meanwhile. */
export function updateTrainPaper(body: ExamPaperUpdate): Promise<ExamPaper> {
  return api.put<ExamPaper>(endpointPaths.updateTrainPaper.path, body, actionConfig);
}

export function useUpdateTrainPaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrainPaper,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: papersQueryKey }),
  });
}
