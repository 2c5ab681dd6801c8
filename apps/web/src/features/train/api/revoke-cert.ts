import { endpointPaths } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { trainQueryKey } from './get-train-plans';

/** 撤销证书: withdraws the certificate a trainee earned in the plan, with its reason (once). */
export function revokeCert({
  planId,
  workerId,
  reason,
}: {
  planId: number;
  workerId: number;
  reason: string;
}): Promise<object> {
  return api.post<object>(
    endpointPaths.revokeCert.path.replace(':id', String(planId)),
    { workerId, reason },
    actionConfig,
  );
}

export function useRevokeCert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainQueryKey }),
  });
}
