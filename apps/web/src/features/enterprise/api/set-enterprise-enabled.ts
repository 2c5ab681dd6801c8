import { endpointPaths } from '@coalsim/contract';
import type { Enterprise } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { enterprisesQueryKey } from './get-enterprises';

/** Enables or disables an enterprise; disabling signs its accounts out on the server. */
export function setEnterpriseEnabled({ id, enabled }: { id: number; enabled: boolean }): Promise<Enterprise> {
  return api.put<Enterprise>(
    endpointPaths.setEnterpriseEnabled.path.replace(':id', String(id)),
    { enabled },
    actionConfig,
  );
}

export function useSetEnterpriseEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEnterpriseEnabled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enterprisesQueryKey }),
  });
}
