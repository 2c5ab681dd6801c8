import { endpointPaths } from '@coalsim/contract';
import type { Worker, WorkerUpdate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import type { MutationConfig } from '../../../lib/query-client';
import { orgQueryKey } from './get-depts';

/** 409 when the worker was saved since `updateTime`: the form must reload before saving again. */
export function updateWorker(body: WorkerUpdate): Promise<Worker> {
  return api.put<Worker>(endpointPaths.updateWorker.path, body, actionConfig);
}

export function useUpdateWorker(config: MutationConfig<typeof updateWorker> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateWorker,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: orgQueryKey });
      return config.onSuccess?.(...args);
    },
  });
}
