import type { ExamBank } from '@coalsim/contract';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { EXAM_PATHS, examQueryKey, type ExamFace } from './exam-face';

export function getExamBank(face: ExamFace, id: number, signal?: AbortSignal): Promise<ExamBank> {
  return api.get<ExamBank>(EXAM_PATHS[face].getBank.replace(':id', String(id)), { signal });
}

/** One bank: its name, source and question count, for the page of its questions. */
export function useExamBank(face: ExamFace, id: number | undefined) {
  return useQuery({
    queryKey: [...examQueryKey(face), 'bank', id],
    queryFn: ({ signal }) => getExamBank(face, id!, signal),
    enabled: id !== undefined,
  });
}
