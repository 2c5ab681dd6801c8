import { endpointPaths } from '@coalsim/contract';
import type { DeptNode } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { enterprisesQueryKey } from './get-enterprises';

export function getEnterpriseDepts(id: number, signal?: AbortSignal): Promise<DeptNode[]> {
  return api.get<DeptNode[]>(endpointPaths.listEnterpriseDepts.path.replace(':id', String(id)), { signal });
}

export function getEnterpriseDeptsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...enterprisesQueryKey, 'one', id, 'depts'],
    queryFn: ({ signal }) => getEnterpriseDepts(id, signal),
  });
}

/** An enterprise's department tree, read-only for staff with `enterprise:list`. */
export function useEnterpriseDepts(id: number) {
  return useQuery(getEnterpriseDeptsQueryOptions(id));
}
