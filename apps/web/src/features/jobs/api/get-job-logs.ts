import { endpointPaths } from '@coalsim/contract';
import type { JobLog, jobLogQuerySchema, Page } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';
import { jobsQueryKey } from './get-jobs';

export type JobLogsQuery = z.input<typeof jobLogQuerySchema>;

export function getJobLogs(query: JobLogsQuery, signal?: AbortSignal): Promise<Page<JobLog>> {
  return getList(endpointPaths.listJobLogs.path, query, signal);
}

export function getJobLogsQueryOptions(query: JobLogsQuery) {
  return queryOptions({
    queryKey: [...jobsQueryKey, 'logs', query],
    queryFn: ({ signal }) => getJobLogs(query, signal),
    // Paging and filtering keep the current rows on screen until the next page has arrived.
    placeholderData: keepPreviousData,
    // Runs are added by the schedule at any time.
    staleTime: 0,
  });
}

/** 执行记录, newest first; `poll` (ms) reads it again on that interval; nothing while disabled. */
export function useJobLogs(query: JobLogsQuery, { enabled = true, poll = false as number | false } = {}) {
  return useQuery({ ...getJobLogsQueryOptions(query), enabled, refetchInterval: poll });
}
