import { endpointPaths } from '@coalsim/contract';
import type { MyScore } from '@coalsim/contract';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { assessQueryKey } from './get-assess-list';

/**
 * The caller's own row of one assessment, with the software to judge. A 403 (not on the team) is a
 * notice on the page, not the no-permission page: the expert stays in their list.
 */
export function getMyScore(id: number, signal?: AbortSignal): Promise<MyScore> {
  return api.get<MyScore>(endpointPaths.getMyScore.path.replace(':id', String(id)), {
    ...actionConfig,
    signal,
  });
}

export function useMyScore(id: number | undefined) {
  return useQuery({
    queryKey: [...assessQueryKey, 'score', id],
    queryFn: ({ signal }) => getMyScore(id!, signal),
    enabled: id !== undefined,
    staleTime: 0,
  });
}
