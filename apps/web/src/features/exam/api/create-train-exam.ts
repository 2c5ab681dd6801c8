import { endpointPaths } from '@coalsim/contract';
import type { ExamArrangement, ExamArrangementCreate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { examsQueryKey } from './paper-keys';

export function createTrainExam(body: ExamArrangementCreate): Promise<ExamArrangement> {
  return api.post<ExamArrangement>(endpointPaths.createTrainExam.path, body, actionConfig);
}

export function useCreateTrainExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrainExam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examsQueryKey }),
  });
}
