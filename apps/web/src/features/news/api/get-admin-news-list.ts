import { endpointPaths } from '@coalsim/contract';
import type { AdminNews, adminNewsQuerySchema, Page } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';

export type AdminNewsQuery = z.input<typeof adminNewsQuerySchema>;

/**
 * Every query of 资讯管理 starts with this key. It sits under the portal's `news` key, so a write
 * that invalidates `['news']` also refreshes the portal's lists and details.
 */
export const adminNewsQueryKey = ['news', 'admin'] as const;

export function getAdminNewsList(query: AdminNewsQuery, signal?: AbortSignal): Promise<Page<AdminNews>> {
  return getList(endpointPaths.listAdminNews.path, query, signal);
}

/** 资讯管理: every news item in every status, paged and filtered on the server. */
export function useAdminNewsList(query: AdminNewsQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...adminNewsQueryKey, query],
      queryFn: ({ signal }) => getAdminNewsList(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
