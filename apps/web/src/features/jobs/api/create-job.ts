import { endpointPaths } from '@coalsim/contract';
import type { Job, JobCreate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { jobsQueryKey } from './get-jobs';

/** A new job on a registered handler; it is scheduled at once unless created paused. */
export function createJob(body: JobCreate): Promise<Job> {
  return api.post<Job>(endpointPaths.createJob.path, body, actionConfig);
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsQueryKey }),
  });
}
