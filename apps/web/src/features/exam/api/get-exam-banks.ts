import type { ExamBank, examBankQuerySchema, Page } from '@coalsim/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';
import { EXAM_PATHS, examQueryKey, type ExamFace } from './exam-face';

export type ExamBanksQuery = z.input<typeof examBankQuerySchema>;

export function getExamBanks(
  face: ExamFace,
  query: ExamBanksQuery,
  signal?: AbortSignal,
): Promise<Page<ExamBank>> {
  return getList(EXAM_PATHS[face].listBanks, query, signal);
}

/** 题库, paged: the enterprise's own or the platform's (`source`), or the platform's in the back office. */
export function useExamBanks(face: ExamFace, query: ExamBanksQuery, enabled = true) {
  return useQuery({
    queryKey: [...examQueryKey(face), 'banks', query],
    queryFn: ({ signal }) => getExamBanks(face, query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
