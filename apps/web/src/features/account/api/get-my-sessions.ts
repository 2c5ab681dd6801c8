import { endpointPaths } from '@coalsim/contract';
import type { OnlineSession } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const mySessionsQueryKey = ['account', 'sessions'] as const;

export function getMySessions({ signal }: { signal?: AbortSignal } = {}): Promise<OnlineSession[]> {
  return api.get<OnlineSession[]>(endpointPaths.listMySessions.path, { signal });
}

export function getMySessionsQueryOptions() {
  return queryOptions({
    queryKey: mySessionsQueryKey,
    queryFn: ({ signal }) => getMySessions({ signal }),
    staleTime: 0,
  });
}

/** The devices signed in to one's own account, the asking one marked `current`. */
export function useMySessions() {
  return useQuery(getMySessionsQueryOptions());
}
