import { endpointPaths } from '@coalsim/contract';
import type { Job } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import type { MutationConfig } from '../../../lib/query-client';
import { jobsQueryKey } from './get-jobs';

/**
 * 立即执行: queues one run (paused jobs too). The answer comes when it is queued, not when it has
 * run; its record appears in the history a moment later.
 */
export function runJobNow(id: number): Promise<Job> {
  return api.put<Job>(endpointPaths.runJobNow.path.replace(':id', String(id)), undefined, actionConfig);
}

export function useRunJobNow(config: MutationConfig<typeof runJobNow> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: runJobNow,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: jobsQueryKey });
      await config.onSuccess?.(...args);
    },
  });
}
