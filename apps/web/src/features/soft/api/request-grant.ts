import type { Grant, requestGrant } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';

// The contract's path, checked against it by the compiler; a type-only import keeps the contract's
// schemas (and zod) out of /soft/detail, whose weight Lighthouse measures.
const PATH: (typeof requestGrant)['path'] = '/api/center/grant';

/**
 * 申请使用: asks the software's vendor for the right to use it. 409 while a request is pending or
 * a grant is valid; 403 for an enterprise that is not verified (the button explains that first).
 */
export function requestGrantFor(softId: number): Promise<Grant> {
  return api.post<Grant>(PATH, { softId }, actionConfig);
}

/** The access feature's queries (我的接入, the vendor's requests) all start with this key. */
const ACCESS_QUERY_KEY = ['access'] as const;

export function useRequestGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestGrantFor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCESS_QUERY_KEY }),
  });
}
