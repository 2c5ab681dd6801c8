import { endpointPaths } from '@coalsim/contract';
import type { managedSoftQuerySchema, ManagedSoft, Page } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';

export type VendorSoftQuery = z.input<typeof managedSoftQuerySchema>;

/** Every query of 应用管理 (the vendor's own software) starts with this key. */
export const vendorSoftQueryKey = ['soft', 'vendor'] as const;

export function getVendorSofts(query: VendorSoftQuery, signal?: AbortSignal): Promise<Page<ManagedSoft>> {
  return getList(endpointPaths.listMySoft.path, query, signal);
}

/** 应用管理: the enterprise's own software in every status, paged and filtered on the server. */
export function useVendorSofts(query: VendorSoftQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...vendorSoftQueryKey, query],
      queryFn: ({ signal }) => getVendorSofts(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
