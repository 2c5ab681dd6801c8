import { endpointPaths } from '@coalsim/contract';
import type { GrantRequest, Page } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { getList } from '../../../lib/list-request';
import { accessQueryKey } from './get-my-access';
import type { GrantQuery } from './get-my-grants';

export const grantRequestsQueryKey = [...accessQueryKey, 'grant-requests'] as const;

export function getGrantRequests(query: GrantQuery, signal?: AbortSignal): Promise<Page<GrantRequest>> {
  return getList(endpointPaths.listGrantRequests.path, query, signal);
}

export function getGrantRequestsQueryOptions(query: GrantQuery) {
  return queryOptions({
    queryKey: [...grantRequestsQueryKey, query],
    queryFn: ({ signal }) => getGrantRequests(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** 使用申请: other enterprises' requests to use the vendor's software. */
export function useGrantRequests(query: GrantQuery) {
  return useQuery(getGrantRequestsQueryOptions(query));
}
