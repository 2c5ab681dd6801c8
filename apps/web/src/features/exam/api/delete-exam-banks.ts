import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { EXAM_PATHS, examQueryKey, type ExamFace } from './exam-face';

/** The banks with their questions. */
export function deleteExamBanks(face: ExamFace, ids: number[]): Promise<unknown> {
  return api.delete(EXAM_PATHS[face].deleteBanks, { ...actionConfig, data: ids });
}

export function useDeleteExamBanks(face: ExamFace) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => deleteExamBanks(face, ids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examQueryKey(face) }),
  });
}
