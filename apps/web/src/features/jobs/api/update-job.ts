import { endpointPaths } from '@coalsim/contract';
import type { Job, JobUpdate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { jobsQueryKey } from './get-jobs';

/** Every field of a job; its schedule follows the new cron at once. */
export function updateJob(body: JobUpdate): Promise<Job> {
  return api.put<Job>(endpointPaths.updateJob.path, body, actionConfig);
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsQueryKey }),
  });
}
