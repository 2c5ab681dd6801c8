import { endpointPaths } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { assessQueryKey } from './get-assess-list';

/** Undecided assessments only (409 otherwise); their applications go back to 已提交. */
export function deleteAssess(ids: number[]): Promise<unknown> {
  return api.delete(endpointPaths.deleteAssess.path, { ...actionConfig, data: ids });
}

export function useDeleteAssess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAssess,
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessQueryKey }),
  });
}
