import { endpointPaths } from '@coalsim/contract';
import type { Page, Worker, workerQuerySchema } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';
import { orgQueryKey } from './get-depts';

export type WorkersQuery = z.input<typeof workerQuerySchema>;

export const workersQueryKey = [...orgQueryKey, 'workers'] as const;

export function getWorkers(query: WorkersQuery, signal?: AbortSignal): Promise<Page<Worker>> {
  return getList(endpointPaths.listWorkers.path, query, signal);
}

export function getWorkersQueryOptions(query: WorkersQuery) {
  return queryOptions({
    queryKey: [...workersQueryKey, 'list', query],
    queryFn: ({ signal }) => getWorkers(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** 员工, paged; `deptId` takes the department's whole subtree. Id cards come masked. */
export function useWorkers(query: WorkersQuery) {
  return useQuery(getWorkersQueryOptions(query));
}
