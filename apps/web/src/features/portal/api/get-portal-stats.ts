import type { getPortalStats as getPortalStatsEndpoint, PortalStats } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

// The contract's path, checked against it by the compiler; a type-only import keeps the contract's
// schemas (and zod) out of the portal's first load.
const PATH: (typeof getPortalStatsEndpoint)['path'] = '/api/portal/stats';

export function getPortalStats({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<PortalStats>(PATH, { signal });
}

export function portalStatsQueryOptions() {
  return queryOptions({
    queryKey: ['portal', 'stats'] as const,
    queryFn: ({ signal }) => getPortalStats({ signal }),
  });
}

export function usePortalStats() {
  return useQuery(portalStatsQueryOptions());
}
