import { endpointPaths } from '@coalsim/contract';
import type { ExamArrangement } from '@coalsim/contract';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { examsQueryKey } from './paper-keys';

export function getTrainExam(id: number, signal?: AbortSignal): Promise<ExamArrangement> {
  return api.get<ExamArrangement>(endpointPaths.getTrainExam.path.replace(':id', String(id)), { signal });
}

/** One exam: its paper, plan, window and counts (the results page's heading, the editor's values). */
export function useTrainExam(id: number | undefined) {
  return useQuery({
    queryKey: [...examsQueryKey, 'one', id],
    queryFn: ({ signal }) => getTrainExam(id!, signal),
    enabled: id !== undefined,
  });
}
