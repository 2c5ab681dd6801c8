import { endpointPaths } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { jobsQueryKey } from './get-jobs';

/** Deletes jobs (their schedules stop); their history stays. */
export function deleteJobs(ids: number[]): Promise<unknown> {
  return api.delete(endpointPaths.deleteJobs.path, { ...actionConfig, data: ids });
}

export function useDeleteJobs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJobs,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsQueryKey }),
  });
}
