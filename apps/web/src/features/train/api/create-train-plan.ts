import { endpointPaths } from '@coalsim/contract';
import type { TrainPlan, TrainPlanCreate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { trainPlansQueryKey } from './get-train-plans';

/** 400 with field errors (a software the enterprise may not use, an end before the start). */
export function createTrainPlan(body: TrainPlanCreate): Promise<TrainPlan> {
  return api.post<TrainPlan>(endpointPaths.createTrainPlan.path, body, actionConfig);
}

export function useCreateTrainPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrainPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainPlansQueryKey }),
  });
}
