import { endpointPaths } from '@coalsim/contract';
import type { GrantDecision, GrantRequest } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { grantRequestsQueryKey } from './get-grant-requests';

/** The vendor approves (seats, optional last day) or rejects (a reason) a pending request. */
export function decideGrant({ id, ...body }: GrantDecision & { id: number }): Promise<GrantRequest> {
  return api.put<GrantRequest>(endpointPaths.decideGrant.path.replace(':id', String(id)), body, actionConfig);
}

export function useDecideGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideGrant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: grantRequestsQueryKey }),
  });
}
