import { endpointPaths } from '@coalsim/contract';
import type { adminSoftQuerySchema, ManagedSoft, Page } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';

export type AdminSoftQuery = z.input<typeof adminSoftQuerySchema>;

/** Every query of 软件管理 (lists and details) starts with this key: writers invalidate it. */
export const adminSoftQueryKey = ['platform', 'soft'] as const;

export function getAdminSofts(query: AdminSoftQuery, signal?: AbortSignal): Promise<Page<ManagedSoft>> {
  return getList(endpointPaths.listAdminSoft.path, query, signal);
}

/** 软件管理: every vendor's software in every status, paged and filtered on the server. */
export function useAdminSofts(query: AdminSoftQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...adminSoftQueryKey, 'list', query],
      queryFn: ({ signal }) => getAdminSofts(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
