import { endpointPaths } from '@coalsim/contract';
import type { Log, ownLogQuerySchema, Page } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';

export type MyLogsQuery = z.input<typeof ownLogQuerySchema>;

export const myLogsQueryKey = ['account', 'logs'] as const;

export function getMyLogs(query: MyLogsQuery, signal?: AbortSignal): Promise<Page<Log>> {
  return getList(endpointPaths.listOwnLogs.path, query, signal);
}

export function getMyLogsQueryOptions(query: MyLogsQuery) {
  return queryOptions({
    queryKey: [...myLogsQueryKey, query],
    queryFn: ({ signal }) => getMyLogs(query, signal),
    // Paging keeps the current rows on screen until the next page has arrived.
    placeholderData: keepPreviousData,
    // Saving the profile or the password on the next tab adds a row: always ask again.
    staleTime: 0,
  });
}

/** One's own recent operations (writes and sign-ins), newest first. */
export function useMyLogs(query: MyLogsQuery) {
  return useQuery(getMyLogsQueryOptions(query));
}
