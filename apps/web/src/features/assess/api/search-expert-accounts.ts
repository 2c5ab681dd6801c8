import { endpointPaths } from '@coalsim/contract';
import type { ExpertAccount } from '@coalsim/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { assessQueryKey } from './get-assess-list';

/** Enabled accounts whose username or nickname contains `blurry`, at most 20. */
export function searchExpertAccounts(blurry: string, signal?: AbortSignal): Promise<ExpertAccount[]> {
  return api.get<ExpertAccount[]>(endpointPaths.searchExpertAccounts.path, {
    params: blurry ? { blurry } : {},
    signal,
  });
}

export function useExpertAccounts(blurry: string, enabled: boolean) {
  return useQuery({
    queryKey: [...assessQueryKey, 'accounts', blurry],
    queryFn: ({ signal }) => searchExpertAccounts(blurry, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
