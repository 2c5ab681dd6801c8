import type { listCollectedSoft, listLikedSoft, Page, SoftCard } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { SoftMark } from './mark-soft';

// The contract's path, checked against it by the compiler; a type-only import keeps the contract's
// schemas (and zod) out of the portal's first load.
const PATHS: { like: (typeof listLikedSoft)['path']; collect: (typeof listCollectedSoft)['path'] } = {
  like: '/api/portal/soft/liked',
  collect: '/api/portal/soft/collected',
};

/** The signed-in user's liked or favourite software, most recent first; `page` is 0-based. */
export function getMySoft(
  mark: SoftMark,
  page: number,
  size: number,
  { signal }: { signal?: AbortSignal } = {},
) {
  return api.get<Page<SoftCard>>(PATHS[mark], { params: { page, size }, signal });
}

export function mySoftQueryOptions(mark: SoftMark, page: number, size: number) {
  return queryOptions({
    queryKey: ['soft', 'mine', mark, { page, size }] as const,
    queryFn: ({ signal }) => getMySoft(mark, page, size, { signal }),
    placeholderData: keepPreviousData,
    // A like given on a detail page must show here at once.
    staleTime: 0,
  });
}

export function useMySoft(mark: SoftMark, page: number, size: number) {
  return useQuery(mySoftQueryOptions(mark, page, size));
}
