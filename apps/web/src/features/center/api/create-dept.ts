import { endpointPaths } from '@coalsim/contract';
import type { DeptCreate, DeptNode } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import type { MutationConfig } from '../../../lib/query-client';
import { orgQueryKey } from './get-depts';

export function createDept(body: DeptCreate): Promise<DeptNode> {
  return api.post<DeptNode>(endpointPaths.createDept.path, body, actionConfig);
}

export function useCreateDept(config: MutationConfig<typeof createDept> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createDept,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: orgQueryKey });
      return config.onSuccess?.(...args);
    },
  });
}
