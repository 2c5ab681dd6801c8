import { endpointPaths } from '@coalsim/contract';
import type { ExamPaper, ExamPaperCreate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { papersQueryKey } from './paper-keys';

export function createTrainPaper(body: ExamPaperCreate): Promise<ExamPaper> {
  return api.post<ExamPaper>(endpointPaths.createTrainPaper.path, body, actionConfig);
}

export function useCreateTrainPaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrainPaper,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: papersQueryKey }),
  });
}
