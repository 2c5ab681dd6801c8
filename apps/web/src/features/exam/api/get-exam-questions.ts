import type { ExamQuestion, examQuestionQuerySchema, Page } from '@coalsim/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';
import { EXAM_PATHS, examQueryKey, type ExamFace } from './exam-face';

export type ExamQuestionsQuery = z.input<typeof examQuestionQuerySchema>;

export function getExamQuestions(
  face: ExamFace,
  query: ExamQuestionsQuery,
  signal?: AbortSignal,
): Promise<Page<ExamQuestion>> {
  return getList(EXAM_PATHS[face].listQuestions, query, signal);
}

/** 试题 of one bank, paged, with their answers (the bank's editors see them). */
export function useExamQuestions(face: ExamFace, query: ExamQuestionsQuery) {
  return useQuery({
    queryKey: [...examQueryKey(face), 'questions', query],
    queryFn: ({ signal }) => getExamQuestions(face, query, signal),
    placeholderData: keepPreviousData,
  });
}
