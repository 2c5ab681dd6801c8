import { endpointPaths } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { trainPlansQueryKey } from './get-train-plans';

/** Drafts only: a published plan keeps its records and certificates (409). */
export function deleteTrainPlans(ids: number[]): Promise<unknown> {
  return api.delete(endpointPaths.deleteTrainPlans.path, { ...actionConfig, data: ids });
}

export function useDeleteTrainPlans() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrainPlans,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainPlansQueryKey }),
  });
}
