import { endpointPaths } from '@coalsim/contract';
import type { DashboardSummary } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export function getDashboardSummary({ signal }: { signal?: AbortSignal } = {}): Promise<DashboardSummary> {
  return api.get<DashboardSummary>(endpointPaths.getDashboardSummary.path, { signal });
}

export const dashboardSummaryQueryKey = ['dashboard', 'summary'] as const;

export function getDashboardSummaryQueryOptions() {
  return queryOptions({
    queryKey: dashboardSummaryQueryKey,
    queryFn: ({ signal }) => getDashboardSummary({ signal }),
  });
}

/** Platform figures for the back-office home page (staff only: the API answers 403 otherwise). */
export function useDashboardSummary() {
  return useQuery(getDashboardSummaryQueryOptions());
}
