import { endpointPaths } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { mySessionsQueryKey } from './get-my-sessions';

/** Signs one of one's own other devices out. */
export function revokeMySession(id: string): Promise<unknown> {
  return api.delete(endpointPaths.revokeMySession.path.replace(':id', encodeURIComponent(id)));
}

export function useRevokeMySession(config: MutationConfig<typeof revokeMySession> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: revokeMySession,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: mySessionsQueryKey });
      await config.onSuccess?.(...args);
    },
  });
}
