import type { ExamBank, ExamBankUpdate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { EXAM_PATHS, examQueryKey, type ExamFace } from './exam-face';

/** The face's own banks only; a stale `updateTime` is 409. */
export function updateExamBank(face: ExamFace, body: ExamBankUpdate): Promise<ExamBank> {
  return api.put<ExamBank>(EXAM_PATHS[face].updateBank, body, actionConfig);
}

export function useUpdateExamBank(face: ExamFace) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExamBankUpdate) => updateExamBank(face, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examQueryKey(face) }),
  });
}
