import { endpointPaths } from '@coalsim/contract';
import type { Job, jobQuerySchema, Page } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';

export type JobsQuery = z.input<typeof jobQuerySchema>;

/** Every 定时任务 query (jobs and their runs) starts with this key: writers invalidate it. */
export const jobsQueryKey = ['system', 'jobs'] as const;

export function getJobs(query: JobsQuery, signal?: AbortSignal): Promise<Page<Job>> {
  return getList(endpointPaths.listJobs.path, query, signal);
}

export function getJobsQueryOptions(query: JobsQuery) {
  return queryOptions({
    queryKey: [...jobsQueryKey, 'list', query],
    queryFn: ({ signal }) => getJobs(query, signal),
    // Paging and filtering keep the current rows on screen until the next page has arrived.
    placeholderData: keepPreviousData,
    // 下次执行 and 上次执行 move with the clock: a list seen a while ago is not current.
    staleTime: 0,
  });
}

/** 定时任务; `poll` (ms) reads it again on that interval, e.g. while a run just started may finish. */
export function useJobs(query: JobsQuery, poll: number | false = false) {
  return useQuery({ ...getJobsQueryOptions(query), refetchInterval: poll });
}
