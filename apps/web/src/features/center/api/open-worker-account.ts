import { endpointPaths } from '@coalsim/contract';
import type { WorkerAccount } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { workersQueryKey } from './get-workers';

/** A type-3 account for the worker; the answer carries the password, which is never shown again. */
export function openWorkerAccount(id: number): Promise<WorkerAccount> {
  return api.post<WorkerAccount>(
    endpointPaths.openWorkerAccount.path.replace(':id', String(id)),
    {},
    actionConfig,
  );
}

export function useOpenWorkerAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openWorkerAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workersQueryKey }),
  });
}
