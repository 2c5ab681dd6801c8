import { endpointPaths } from '@coalsim/contract';
import type { TrainRecord, TrainRecordCreate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { trainQueryKey } from './get-train-plans';

/** A manual record; 400 for a worker of another enterprise, a score out of 0–100, an end before the start. */
export function createTrainRecord(body: TrainRecordCreate): Promise<TrainRecord> {
  return api.post<TrainRecord>(endpointPaths.createTrainRecord.path, body, actionConfig);
}

export function useCreateTrainRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrainRecord,
    // A record may move a plan's progress: plans reload too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainQueryKey }),
  });
}
