import { endpointPaths } from '@coalsim/contract';
import type { Enterprise, enterpriseQuerySchema, Page } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';

export type EnterprisesQuery = z.input<typeof enterpriseQuerySchema>;

/** Every enterprise query (lists and details) starts with this key: writers invalidate it. */
export const enterprisesQueryKey = ['platform', 'enterprises'] as const;

export function getEnterprises(query: EnterprisesQuery, signal?: AbortSignal): Promise<Page<Enterprise>> {
  return getList(endpointPaths.listEnterprises.path, query, signal);
}

export function getEnterprisesQueryOptions(query: EnterprisesQuery) {
  return queryOptions({
    queryKey: [...enterprisesQueryKey, 'list', query],
    queryFn: ({ signal }) => getEnterprises(query, signal),
    // Paging and filtering keep the current rows on screen until the next page has arrived.
    placeholderData: keepPreviousData,
  });
}

export function useEnterprises(query: EnterprisesQuery) {
  return useQuery(getEnterprisesQueryOptions(query));
}
