import { endpointPaths } from '@coalsim/contract';
import type { Access, accessQuerySchema, Page } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';

export type MyAccessQuery = z.input<typeof accessQuerySchema>;

/** Everything of this feature's lists; a key issue or a grant decision reloads below it. */
export const accessQueryKey = ['access'] as const;
export const myAccessQueryKey = [...accessQueryKey, 'applications'] as const;

export function getMyAccess(query: MyAccessQuery, signal?: AbortSignal): Promise<Page<Access>> {
  return getList(endpointPaths.listMyAccess.path, query, signal);
}

export function getMyAccessQueryOptions(query: MyAccessQuery) {
  return queryOptions({
    queryKey: [...myAccessQueryKey, query],
    queryFn: ({ signal }) => getMyAccess(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** 接入申请: the vendor's applications, newest first, each with its timeline and assessment. */
export function useMyAccess(query: MyAccessQuery) {
  return useQuery(getMyAccessQueryOptions(query));
}
