import { endpointPaths } from '@coalsim/contract';
import type { AdminSoftDetail } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { adminSoftQueryKey } from './get-admin-softs';

/** Silent: the detail page shows a missing id as its own not-found state. */
export function getAdminSoft(id: number, signal?: AbortSignal): Promise<AdminSoftDetail> {
  return api.get<AdminSoftDetail>(endpointPaths.getAdminSoft.path.replace(':id', String(id)), {
    signal,
    silent: true,
  });
}

/** One software with its access applications and their timelines (/softMineDetail). */
export function useAdminSoft(id: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: [...adminSoftQueryKey, 'detail', id ?? 0],
      queryFn: ({ signal }) => getAdminSoft(id ?? 0, signal),
    }),
    enabled: id !== null,
  });
}
