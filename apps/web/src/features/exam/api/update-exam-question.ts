import type { ExamQuestion, ExamQuestionUpdate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { EXAM_PATHS, examQueryKey, type ExamFace } from './exam-face';

/** A stale `updateTime` is 409. */
export function updateExamQuestion(face: ExamFace, body: ExamQuestionUpdate): Promise<ExamQuestion> {
  return api.put<ExamQuestion>(EXAM_PATHS[face].updateQuestion, body, actionConfig);
}

export function useUpdateExamQuestion(face: ExamFace) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExamQuestionUpdate) => updateExamQuestion(face, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examQueryKey(face) }),
  });
}
