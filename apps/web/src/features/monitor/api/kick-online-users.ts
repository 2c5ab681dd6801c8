import { endpointPaths } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { onlineUsersQueryKeys } from './get-online-users';

/** Signs the given sessions out (强退); the body is the list of session ids. */
export function kickOnlineUsers(ids: string[]): Promise<unknown> {
  return api.delete(endpointPaths.kickOnline.path, { data: ids });
}

export function useKickOnlineUsers(config: MutationConfig<typeof kickOnlineUsers> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: kickOnlineUsers,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: onlineUsersQueryKeys.all });
      await config.onSuccess?.(...args);
    },
  });
}
