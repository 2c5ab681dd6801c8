import { endpointPaths } from '@coalsim/contract';
import type { Log, logQuerySchema, Page } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';

/** The filters of 操作日志 and 异常日志 alike (one query schema for both lists). */
export type LogsQuery = z.input<typeof logQuerySchema>;

export const logsQueryKey = ['monitor', 'logs'] as const;

export function getLogs(query: LogsQuery, signal?: AbortSignal): Promise<Page<Log>> {
  return getList(endpointPaths.listLogs.path, query, signal);
}

export function getLogsQueryOptions(query: LogsQuery) {
  return queryOptions({
    queryKey: [...logsQueryKey, query],
    queryFn: ({ signal }) => getLogs(query, signal),
    // Paging and filtering keep the current rows on screen until the next page has arrived.
    placeholderData: keepPreviousData,
    // New rows arrive with every write anyone makes: a page seen a while ago is not current.
    staleTime: 0,
  });
}

/** 操作日志: every write and sign-in (INFO rows), newest first unless sorted. */
export function useLogs(query: LogsQuery) {
  return useQuery(getLogsQueryOptions(query));
}
