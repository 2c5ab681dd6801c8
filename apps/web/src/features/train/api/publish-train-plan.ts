import { endpointPaths } from '@coalsim/contract';
import type { TrainPlan } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { trainQueryKey } from './get-train-plans';

/** Freezes the trainee list; records from then on count towards the plan. */
export function publishTrainPlan(id: number): Promise<TrainPlan> {
  return api.put<TrainPlan>(endpointPaths.publishTrainPlan.path.replace(':id', String(id)), {}, actionConfig);
}

export function usePublishTrainPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishTrainPlan,
    // The record dialog offers published plans: everything of the training centre reloads.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainQueryKey }),
  });
}
