import { endpointPaths } from '@coalsim/contract';
import type { Page, Worker } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { getList } from '../../lib/list-request';

/** Enough to pick from while typing narrows the list. */
const PAGE_SIZE = 50;

export function searchWorkers(blurry: string, signal?: AbortSignal): Promise<Page<Worker>> {
  return getList(
    endpointPaths.listWorkers.path,
    { page: 0, size: PAGE_SIZE, sort: ['employeeNo,asc'], status: 'active', ...(blurry ? { blurry } : {}) },
    signal,
  );
}

/** Staff in service whose name, phone or 工号 contains `blurry`; asked only while a picker is open. */
export function useWorkerSearch(blurry: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['worker-search', blurry],
      queryFn: ({ signal }) => searchWorkers(blurry, signal),
      select: (page) => page.content,
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
