import { endpointPaths } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { papersQueryKey } from './paper-keys';

/** Refused (409) while any exam uses one of them. */
export function deleteTrainPapers(ids: number[]): Promise<unknown> {
  return api.delete(endpointPaths.deleteTrainPapers.path, { ...actionConfig, data: ids });
}

export function useDeleteTrainPapers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrainPapers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: papersQueryKey }),
  });
}
