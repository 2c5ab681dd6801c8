import { endpointPaths } from '@coalsim/contract';
import type { TrainRecord, TrainRecordUpdate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { trainQueryKey } from './get-train-plans';

/** Manual records only (a reported one is 409); a stale `updateTime` is 409 too. */
export function updateTrainRecord(body: TrainRecordUpdate): Promise<TrainRecord> {
  return api.put<TrainRecord>(endpointPaths.updateTrainRecord.path, body, actionConfig);
}

export function useUpdateTrainRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrainRecord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainQueryKey }),
  });
}
