import type { getPortalSoft, SoftDetail } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

// The contract's path, checked against it by the compiler; a type-only import keeps the contract's
// schemas (and zod) out of the portal's first load.
const PATH: (typeof getPortalSoft)['path'] = '/api/portal/soft/:id';

/** Silent: the page itself turns a 404 into its not-found state and any other failure into a notice. */
export function getSoftDetail(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<SoftDetail>(PATH.replace(':id', String(id)), {
    signal,
    silent: true,
  });
}

export function softDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['soft', 'detail', id] as const,
    queryFn: ({ signal }) => getSoftDetail(id, { signal }),
  });
}

export function useSoftDetail(id: number | null) {
  return useQuery({ ...softDetailQueryOptions(id ?? 0), enabled: id !== null });
}
