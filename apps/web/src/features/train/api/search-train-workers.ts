import { endpoints } from '@coalsim/contract';
import type { Page, Worker } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { getList } from '../../../lib/list-request';
import { trainOrgQueryKey } from './get-train-org';

/** Enough to pick from while typing narrows the list. */
const PAGE_SIZE = 50;

export function searchTrainWorkers(blurry: string, signal?: AbortSignal): Promise<Page<Worker>> {
  return getList(
    endpoints.listWorkers.path,
    { page: 0, size: PAGE_SIZE, sort: ['employeeNo,asc'], status: 'active', ...(blurry ? { blurry } : {}) },
    signal,
  );
}

/** Staff in service whose name, phone or 工号 contains `blurry`; asked only while a picker is open. */
export function useTrainWorkerSearch(blurry: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...trainOrgQueryKey, 'workers', blurry],
      queryFn: ({ signal }) => searchTrainWorkers(blurry, signal),
      select: (page) => page.content,
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
