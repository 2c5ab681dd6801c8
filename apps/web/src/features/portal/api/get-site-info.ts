import type { getSiteInfo as getSiteInfoEndpoint, SiteInfo } from '@coalsim/contract';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

// Type-only import of the contract: the footer is on every first load.
const PATH: (typeof getSiteInfoEndpoint)['path'] = '/api/portal/site';

export function getSiteInfo({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<SiteInfo>(PATH, { signal });
}

/** The footers' texts: server configuration, the same for the whole visit. */
export function useSiteInfo() {
  return useQuery({
    queryKey: ['portal', 'site'] as const,
    queryFn: ({ signal }) => getSiteInfo({ signal }),
    staleTime: Infinity,
  });
}
