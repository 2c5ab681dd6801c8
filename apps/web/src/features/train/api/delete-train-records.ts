import { endpointPaths } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { trainQueryKey } from './get-train-plans';

/** Manual records only; reported ones are read-only (409). */
export function deleteTrainRecords(ids: number[]): Promise<unknown> {
  return api.delete(endpointPaths.deleteTrainRecords.path, { ...actionConfig, data: ids });
}

export function useDeleteTrainRecords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrainRecords,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainQueryKey }),
  });
}
