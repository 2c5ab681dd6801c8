import { useMutation } from '@tanstack/react-query';

import { downloadList } from '../../../lib/list-request';
import { EXAM_PATHS, type ExamFace } from './exam-face';
import type { ExamQuestionsQuery } from './get-exam-questions';

/** The bank's questions matching the list's filters, in the import template's columns. */
export function downloadExamQuestions(face: ExamFace, query: ExamQuestionsQuery, bankName: string) {
  return downloadList(EXAM_PATHS[face].downloadQuestions, query, `${bankName}-试题.xlsx`);
}

export function useDownloadExamQuestions(face: ExamFace) {
  return useMutation({
    mutationFn: ({ query, bankName }: { query: ExamQuestionsQuery; bankName: string }) =>
      downloadExamQuestions(face, query, bankName),
  });
}
