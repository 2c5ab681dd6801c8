import { endpointPaths } from '@coalsim/contract';
import type { StatsOverview, StatsQuery } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export function getStatsOverview(query: StatsQuery, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<StatsOverview>(endpointPaths.getStatsOverview.path, { params: query, signal });
}

export function getStatsOverviewQueryOptions(query: StatsQuery) {
  return queryOptions({
    queryKey: ['stats', 'overview', query] as const,
    queryFn: ({ signal }) => getStatsOverview(query, { signal }),
    // A new period keeps the old charts on screen until its figures arrive, instead of skeletons.
    placeholderData: keepPreviousData,
  });
}

/** The enterprise's own figures over a period (the server scopes them; no period: last 12 months). */
export function useStatsOverview(query: StatsQuery) {
  return useQuery(getStatsOverviewQueryOptions(query));
}
