import { endpointPaths } from '@coalsim/contract';
import type { OnlineSession, Page } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export interface OnlineUsersQuery {
  /** 0-based. */
  page: number;
  size: number;
  username?: string | undefined;
}

export const onlineUsersQueryKeys = {
  all: ['monitor', 'online'] as const,
  list: (query: OnlineUsersQuery) => [...onlineUsersQueryKeys.all, query] as const,
};

export function getOnlineUsers(query: OnlineUsersQuery, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<Page<OnlineSession>>(endpointPaths.listOnline.path, { params: query, signal });
}

export function getOnlineUsersQueryOptions(query: OnlineUsersQuery) {
  return queryOptions({
    queryKey: onlineUsersQueryKeys.list(query),
    queryFn: ({ signal }) => getOnlineUsers(query, { signal }),
    // Paging and filtering keep the current rows on screen until the next page has arrived.
    placeholderData: keepPreviousData,
    // Sessions come and go: a page seen a while ago is not worth showing as current.
    staleTime: 0,
  });
}

export function useOnlineUsers(query: OnlineUsersQuery) {
  return useQuery(getOnlineUsersQueryOptions(query));
}
