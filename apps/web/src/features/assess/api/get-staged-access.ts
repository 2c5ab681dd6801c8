import { endpointPaths } from '@coalsim/contract';
import type { Page, StagedAccess } from '@coalsim/contract';
import { useQuery } from '@tanstack/react-query';

import { getList } from '../../../lib/list-request';
import { assessQueryKey } from './get-assess-list';

/** Applications waiting for an assessment (`status=submitted`), newest first, with their vendor. */
export function getStagedAccess(signal?: AbortSignal): Promise<Page<StagedAccess>> {
  return getList(
    endpointPaths.listStagedAccess.path,
    { status: 'submitted', page: 0, size: 100, sort: ['submittedAt,desc'] },
    signal,
  );
}

export function useStagedAccess(enabled: boolean) {
  return useQuery({
    queryKey: [...assessQueryKey, 'staged'],
    queryFn: ({ signal }) => getStagedAccess(signal),
    enabled,
    staleTime: 0,
  });
}
