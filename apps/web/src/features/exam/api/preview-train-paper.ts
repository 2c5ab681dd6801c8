import { endpointPaths } from '@coalsim/contract';
import type { PaperPreview } from '@coalsim/contract';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { papersQueryKey } from './paper-keys';

export function previewTrainPaper(id: number, signal?: AbortSignal): Promise<PaperPreview> {
  return api.get<PaperPreview>(endpointPaths.previewTrainPaper.path.replace(':id', String(id)), { signal });
}

/** One sample draw of the paper, with answers (the author's view); drawn afresh on each open. */
export function usePaperPreview(id: number | undefined) {
  return useQuery({
    queryKey: [...papersQueryKey, 'preview', id],
    queryFn: ({ signal }) => previewTrainPaper(id!, signal),
    enabled: id !== undefined,
    gcTime: 0,
    staleTime: 0,
  });
}
