import type { QuestionImportResult } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { EXAM_PATHS, examQueryKey, type ExamFace } from './exam-face';

export interface QuestionImport {
  bankId: number;
  file: Blob;
  /** true: check every row, write nothing. false: add all rows, or none (400) if any is wrong. */
  dryRun: boolean;
  /** 0–100 while the bytes travel; the server's check follows with no progress of its own. */
  onProgress?: (percent: number) => void;
}

export function importExamQuestions(
  face: ExamFace,
  { bankId, file, dryRun, onProgress }: QuestionImport,
): Promise<QuestionImportResult> {
  const form = new FormData();
  form.append('file', file);
  return api.post<QuestionImportResult>(EXAM_PATHS[face].importQuestions, form, {
    ...actionConfig,
    params: { bankId, dryRun: String(dryRun) },
    // Thousands of rows take longer than the client's usual wait.
    timeout: 0,
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
}

export function useImportExamQuestions(face: ExamFace) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: QuestionImport) => importExamQuestions(face, args),
    onSuccess: (result) =>
      result.dryRun ? undefined : queryClient.invalidateQueries({ queryKey: examQueryKey(face) }),
  });
}
