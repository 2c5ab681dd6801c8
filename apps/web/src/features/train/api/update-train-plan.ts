import { endpointPaths } from '@coalsim/contract';
import type { TrainPlan, TrainPlanUpdate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { trainPlansQueryKey } from './get-train-plans';

/** Drafts only: 409 once published, or when someone saved the plan since `updateTime`. */
export function updateTrainPlan(body: TrainPlanUpdate): Promise<TrainPlan> {
  return api.put<TrainPlan>(endpointPaths.updateTrainPlan.path, body, actionConfig);
}

export function useUpdateTrainPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrainPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainPlansQueryKey }),
  });
}
