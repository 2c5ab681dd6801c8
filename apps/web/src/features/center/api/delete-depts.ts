import { endpointPaths } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { orgQueryKey } from './get-depts';

/** Refused (409, with what to do) while a department still has staff or sub-departments. */
export function deleteDepts(ids: number[]): Promise<unknown> {
  return api.delete(endpointPaths.deleteDepts.path, { ...actionConfig, data: ids });
}

export function useDeleteDepts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDepts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgQueryKey }),
  });
}
