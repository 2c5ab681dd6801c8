import { endpointPaths } from '@coalsim/contract';
import type { Company } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** The signed-in enterprise user's own enterprise; writers put their answer here. */
export const companyQueryKey = ['center', 'company'] as const;

export function getCompany(signal?: AbortSignal): Promise<Company> {
  return api.get<Company>(endpointPaths.getCompany.path, { signal });
}

export function getCompanyQueryOptions() {
  return queryOptions({
    queryKey: companyQueryKey,
    queryFn: ({ signal }) => getCompany(signal),
    // The verification may have changed since the last visit: read it afresh each time.
    staleTime: 0,
  });
}

/** Only enterprise accounts may ask: for anyone else nothing is fetched. */
export function useCompany(enabled: boolean) {
  return useQuery({ ...getCompanyQueryOptions(), enabled });
}
