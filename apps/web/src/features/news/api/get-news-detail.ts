import type { getPortalNews, NewsDetail } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

// The contract's path, checked against it by the compiler; a type-only import keeps the contract's
// schemas (and zod) out of the portal's first load.
const PATH: (typeof getPortalNews)['path'] = '/api/portal/news/:id';

/** Silent: the page turns a 404 into its not-found state and other failures into a retry. */
export function getNewsDetail(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<NewsDetail>(PATH.replace(':id', String(id)), {
    signal,
    silent: true,
  });
}

export function newsDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['news', 'detail', id] as const,
    queryFn: ({ signal }) => getNewsDetail(id, { signal }),
  });
}

export function useNewsDetail(id: number | null) {
  return useQuery({ ...newsDetailQueryOptions(id ?? 0), enabled: id !== null });
}
