import { endpointPaths } from '@coalsim/contract';
import type { ExamPaperDetail } from '@coalsim/contract';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { papersQueryKey } from './paper-keys';

export function getTrainPaper(id: number, signal?: AbortSignal): Promise<ExamPaperDetail> {
  return api.get<ExamPaperDetail>(endpointPaths.getTrainPaper.path.replace(':id', String(id)), { signal });
}

/** One paper with its fixed questions' stems, for the editor. */
export function useTrainPaper(id: number | undefined) {
  return useQuery({
    queryKey: [...papersQueryKey, 'one', id],
    queryFn: ({ signal }) => getTrainPaper(id!, signal),
    enabled: id !== undefined,
  });
}
