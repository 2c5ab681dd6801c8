import { endpointPaths } from '@coalsim/contract';
import type { Page, Team, teamQuerySchema } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';
import { assessQueryKey } from './get-assess-list';

export type TeamsQuery = z.input<typeof teamQuerySchema>;

export function getTeams(query: TeamsQuery, signal?: AbortSignal): Promise<Page<Team>> {
  return getList(endpointPaths.listTeams.path, query, signal);
}

export function useTeams(query: TeamsQuery, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: [...assessQueryKey, 'teams', query],
      queryFn: ({ signal }) => getTeams(query, signal),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
