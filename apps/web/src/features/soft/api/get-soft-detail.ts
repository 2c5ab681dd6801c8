import type { getPortalSoft, SoftDetail } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { takeEarlyResponse } from '../../../lib/early-requests';

// The contract's path, checked against it by the compiler; a type-only import keeps the contract's
// schemas (and zod) out of the portal's first load.
const PATH: (typeof getPortalSoft)['path'] = '/api/portal/soft/:id';

/**
 * Silent: the page itself turns a 404 into its not-found state and any other failure into a notice.
 * A first visit's answer may be on its way already (index.html asks for it, `lib/early-requests.ts`);
 * if that request failed, this one asks again and reports as usual.
 */
export async function getSoftDetail(id: number, { signal }: { signal?: AbortSignal } = {}) {
  const path = PATH.replace(':id', String(id));
  const early = await takeEarlyResponse<SoftDetail>(path);
  return early ?? api.get<SoftDetail>(path, { signal, silent: true });
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
