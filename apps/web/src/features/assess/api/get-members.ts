import { endpointPaths } from '@coalsim/contract';
import type { Member } from '@coalsim/contract';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { assessQueryKey } from './get-assess-list';

/** Every expert of one team (a team is small: no paging). */
export function getMembers(teamId: number, signal?: AbortSignal): Promise<Member[]> {
  return api.get<Member[]>(endpointPaths.listMembers.path.replace(':id', String(teamId)), { signal });
}

export function useMembers(teamId: number | null) {
  return useQuery({
    queryKey: [...assessQueryKey, 'members', teamId],
    queryFn: ({ signal }) => getMembers(teamId!, signal),
    enabled: teamId !== null,
  });
}
