import { endpointPaths } from '@coalsim/contract';
import type { Team } from '@coalsim/contract';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { assessQueryKey } from './get-assess-list';

export function getTeam(id: number, signal?: AbortSignal): Promise<Team> {
  return api.get<Team>(endpointPaths.getTeam.path.replace(':id', String(id)), { signal });
}

export function useTeam(id: number | null) {
  return useQuery({
    queryKey: [...assessQueryKey, 'team', id],
    queryFn: ({ signal }) => getTeam(id!, signal),
    enabled: id !== null,
  });
}
