import type { listPortalSoft, Page, SoftCard, SoftListQuery } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

// The contract's path, checked against it by the compiler; a type-only import keeps the contract's
// schemas (and zod) out of the portal's first load.
const PATH: (typeof listPortalSoft)['path'] = '/api/portal/soft';

/** `page` is 0-based here, as on the wire; the URL shows it 1-based. */
export type SoftListParams = Omit<SoftListQuery, 'keyword' | 'category'> & {
  keyword?: string | undefined;
  category?: string | undefined;
};

export function getSoftList(params: SoftListParams, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<Page<SoftCard>>(PATH, { params, signal });
}

export function softListQueryOptions(params: SoftListParams) {
  return queryOptions({
    queryKey: ['soft', 'list', params] as const,
    queryFn: ({ signal }) => getSoftList(params, { signal }),
    // Paging and filtering keep the old cards on screen until the new ones arrive: no flash.
    placeholderData: keepPreviousData,
  });
}

export function useSoftList(params: SoftListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...softListQueryOptions(params), enabled });
}
