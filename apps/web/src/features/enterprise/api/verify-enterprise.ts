import { endpointPaths } from '@coalsim/contract';
import type { Enterprise, VerifyBody } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { enterprisesQueryKey } from './get-enterprises';

/** Approves or rejects a pending enterprise (409 once someone else has decided). */
export function verifyEnterprise({ id, ...body }: VerifyBody & { id: number }): Promise<Enterprise> {
  return api.put<Enterprise>(
    endpointPaths.verifyEnterprise.path.replace(':id', String(id)),
    body,
    actionConfig,
  );
}

export function useVerifyEnterprise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEnterprise,
    // Settled, not only on success: a 409 means the list is out of date too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: enterprisesQueryKey }),
  });
}
