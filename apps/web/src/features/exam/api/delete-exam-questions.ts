import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { EXAM_PATHS, examQueryKey, type ExamFace } from './exam-face';

export function deleteExamQuestions(face: ExamFace, ids: number[]): Promise<unknown> {
  return api.delete(EXAM_PATHS[face].deleteQuestions, { ...actionConfig, data: ids });
}

export function useDeleteExamQuestions(face: ExamFace) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => deleteExamQuestions(face, ids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examQueryKey(face) }),
  });
}
