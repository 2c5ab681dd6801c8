import { endpointPaths } from '@coalsim/contract';
import type { ExamArrangement } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { examWorkQueryKey } from './paper-keys';

/** Freezes the candidates and the paper (which then shows 使用中). */
export function publishTrainExam(id: number): Promise<ExamArrangement> {
  return api.put<ExamArrangement>(
    endpointPaths.publishTrainExam.path.replace(':id', String(id)),
    {},
    actionConfig,
  );
}

export function usePublishTrainExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishTrainExam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examWorkQueryKey }),
  });
}
