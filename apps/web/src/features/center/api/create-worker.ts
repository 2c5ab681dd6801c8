import { endpointPaths } from '@coalsim/contract';
import type { Worker, WorkerCreate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import type { MutationConfig } from '../../../lib/query-client';
import { orgQueryKey } from './get-depts';

/** 400 with the field's message for a taken 工号, a wrong phone or id card. */
export function createWorker(body: WorkerCreate): Promise<Worker> {
  return api.post<Worker>(endpointPaths.createWorker.path, body, actionConfig);
}

export function useCreateWorker(config: MutationConfig<typeof createWorker> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createWorker,
    onSuccess: async (...args) => {
      // Departments and posts count their staff.
      await queryClient.invalidateQueries({ queryKey: orgQueryKey });
      return config.onSuccess?.(...args);
    },
  });
}
