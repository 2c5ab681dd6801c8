import { endpointPaths } from '@coalsim/contract';
import type { ExpertAssess, Page } from '@coalsim/contract';
import { useQuery } from '@tanstack/react-query';

import { getList } from '../../../lib/list-request';
import { assessQueryKey } from './get-assess-list';

/** The signed-in expert's assessments, undecided first (any signed-in account may ask). */
export function getMyExpertAssess(page: number, signal?: AbortSignal): Promise<Page<ExpertAssess>> {
  return getList(endpointPaths.listMyExpertAssess.path, { page, size: 50 }, signal);
}

export function useMyExpertAssess(page = 0) {
  return useQuery({
    queryKey: [...assessQueryKey, 'mine', page],
    queryFn: ({ signal }) => getMyExpertAssess(page, signal),
  });
}
