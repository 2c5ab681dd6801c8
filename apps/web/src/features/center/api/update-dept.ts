import { endpointPaths } from '@coalsim/contract';
import type { DeptNode, DeptUpdate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import type { MutationConfig } from '../../../lib/query-client';
import { orgQueryKey } from './get-depts';

/** 409 when the department was saved by someone else since `updateTime`, or would move under itself. */
export function updateDept(body: DeptUpdate): Promise<DeptNode> {
  return api.put<DeptNode>(endpointPaths.updateDept.path, body, actionConfig);
}

export function useUpdateDept(config: MutationConfig<typeof updateDept> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateDept,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: orgQueryKey });
      return config.onSuccess?.(...args);
    },
  });
}
