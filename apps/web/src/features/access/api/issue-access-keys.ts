import { endpointPaths } from '@coalsim/contract';
import type { AccessKeys } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { myAccessQueryKey } from './get-my-access';

/**
 * Issues the first key pair of a passed application, or rotates it. The answer is the only place
 * the secret ever appears; the list then shows the new app key and the old pair's grace period.
 */
export function issueAccessKeys(id: number): Promise<AccessKeys> {
  return api.post<AccessKeys>(
    endpointPaths.issueAccessKeys.path.replace(':id', String(id)),
    {},
    actionConfig,
  );
}

export function useIssueAccessKeys() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueAccessKeys,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myAccessQueryKey }),
  });
}
