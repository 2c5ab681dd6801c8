import { endpointPaths } from '@coalsim/contract';
import type { AssessDetail } from '@coalsim/contract';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { assessQueryKey } from './get-assess-list';

/** One assessment with every expert's row, their totals and the discussion flag. */
export function getAssess(id: number, signal?: AbortSignal): Promise<AssessDetail> {
  return api.get<AssessDetail>(endpointPaths.getAssess.path.replace(':id', String(id)), { signal });
}

export function useAssess(id: number | undefined) {
  return useQuery({
    queryKey: [...assessQueryKey, 'detail', id],
    queryFn: ({ signal }) => getAssess(id!, signal),
    enabled: id !== undefined,
    // The experts' rows change while staff watch: always ask again on opening.
    staleTime: 0,
  });
}
