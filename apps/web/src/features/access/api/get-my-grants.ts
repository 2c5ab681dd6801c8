import { endpointPaths } from '@coalsim/contract';
import type { Grant, grantQuerySchema, Page } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';
import { accessQueryKey } from './get-my-access';

export type GrantQuery = z.input<typeof grantQuerySchema>;

export const myGrantsQueryKey = [...accessQueryKey, 'grants'] as const;

export function getMyGrants(query: GrantQuery, signal?: AbortSignal): Promise<Page<Grant>> {
  return getList(endpointPaths.listMyGrants.path, query, signal);
}

export function getMyGrantsQueryOptions(query: GrantQuery) {
  return queryOptions({
    queryKey: [...myGrantsQueryKey, query],
    queryFn: ({ signal }) => getMyGrants(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** 我的接入: software the enterprise may use or asked to use, its own included. */
export function useMyGrants(query: GrantQuery) {
  return useQuery(getMyGrantsQueryOptions(query));
}
