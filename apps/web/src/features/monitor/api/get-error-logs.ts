import { endpointPaths } from '@coalsim/contract';
import type { Log, Page } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { getList } from '../../../lib/list-request';
import type { LogsQuery } from './get-logs';

export const errorLogsQueryKey = ['monitor', 'error-logs'] as const;

export function getErrorLogs(query: LogsQuery, signal?: AbortSignal): Promise<Page<Log>> {
  return getList(endpointPaths.listErrorLogs.path, query, signal);
}

export function getErrorLogsQueryOptions(query: LogsQuery) {
  return queryOptions({
    queryKey: [...errorLogsQueryKey, query],
    queryFn: ({ signal }) => getErrorLogs(query, signal),
    // Paging and filtering keep the current rows on screen until the next page has arrived.
    placeholderData: keepPreviousData,
    // A failure may have happened a moment ago: always ask again when the page is shown.
    staleTime: 0,
  });
}

/** 异常日志: the server's failures (ERROR rows), without their stacks. */
export function useErrorLogs(query: LogsQuery) {
  return useQuery(getErrorLogsQueryOptions(query));
}
