import { endpointPaths } from '@coalsim/contract';
import type { Page, Worker, workerQuerySchema } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';
import { enterprisesQueryKey } from './get-enterprises';

export type EnterpriseWorkersQuery = z.input<typeof workerQuerySchema>;

export function getEnterpriseWorkers(
  id: number,
  query: EnterpriseWorkersQuery,
  signal?: AbortSignal,
): Promise<Page<Worker>> {
  return getList(endpointPaths.listEnterpriseWorkers.path.replace(':id', String(id)), query, signal);
}

export function getEnterpriseWorkersQueryOptions(id: number, query: EnterpriseWorkersQuery) {
  return queryOptions({
    queryKey: [...enterprisesQueryKey, 'one', id, 'workers', query],
    queryFn: ({ signal }) => getEnterpriseWorkers(id, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** An enterprise's staff, paged, id cards masked; read-only for staff with `enterprise:list`. */
export function useEnterpriseWorkers(id: number, query: EnterpriseWorkersQuery) {
  return useQuery(getEnterpriseWorkersQueryOptions(id, query));
}
