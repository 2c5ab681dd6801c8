import { endpointPaths } from '@coalsim/contract';
import type { Enterprise } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { enterprisesQueryKey } from './get-enterprises';

export function getEnterprise(id: number, signal?: AbortSignal): Promise<Enterprise> {
  return api.get<Enterprise>(endpointPaths.getEnterprise.path.replace(':id', String(id)), { signal });
}

export function getEnterpriseQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...enterprisesQueryKey, 'one', id],
    queryFn: ({ signal }) => getEnterprise(id, signal),
    // Another staff member may have decided since the list was read: details are always fresh.
    staleTime: 0,
  });
}

/** One enterprise as the server has it now; the list's row is shown meanwhile, so the details appear at once. */
export function useEnterprise(id: number, row?: Enterprise) {
  return useQuery({ ...getEnterpriseQueryOptions(id), placeholderData: row });
}
