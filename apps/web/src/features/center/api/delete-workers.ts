import { endpointPaths } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { orgQueryKey } from './get-depts';

/** Deletes workers; their accounts are disabled and signed out. */
export function deleteWorkers(ids: number[]): Promise<unknown> {
  return api.delete(endpointPaths.deleteWorkers.path, { ...actionConfig, data: ids });
}

export function useDeleteWorkers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgQueryKey }),
  });
}
