import type { ExamBank, ExamBankCreate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { EXAM_PATHS, examQueryKey, type ExamFace } from './exam-face';

export function createExamBank(face: ExamFace, body: ExamBankCreate): Promise<ExamBank> {
  return api.post<ExamBank>(EXAM_PATHS[face].createBank, body, actionConfig);
}

export function useCreateExamBank(face: ExamFace) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExamBankCreate) => createExamBank(face, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examQueryKey(face) }),
  });
}
