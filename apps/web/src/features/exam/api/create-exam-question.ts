import type { ExamQuestion, ExamQuestionCreate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { EXAM_PATHS, examQueryKey, type ExamFace } from './exam-face';

export function createExamQuestion(face: ExamFace, body: ExamQuestionCreate): Promise<ExamQuestion> {
  return api.post<ExamQuestion>(EXAM_PATHS[face].createQuestion, body, actionConfig);
}

export function useCreateExamQuestion(face: ExamFace) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExamQuestionCreate) => createExamQuestion(face, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examQueryKey(face) }),
  });
}
