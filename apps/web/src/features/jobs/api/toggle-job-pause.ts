import { endpointPaths } from '@coalsim/contract';
import type { Job } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { jobsQueryKey } from './get-jobs';

/** 暂停 a running job or 恢复 a paused one; answers with the job as it now is. */
export function toggleJobPause(id: number): Promise<Job> {
  return api.put<Job>(endpointPaths.toggleJobPause.path.replace(':id', String(id)), undefined, actionConfig);
}

export function useToggleJobPause() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleJobPause,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsQueryKey }),
  });
}
