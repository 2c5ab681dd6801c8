import { endpointPaths } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { examWorkQueryKey } from './paper-keys';

/** Refused (409) once anyone has started one of them. */
export function deleteTrainExams(ids: number[]): Promise<unknown> {
  return api.delete(endpointPaths.deleteTrainExams.path, { ...actionConfig, data: ids });
}

export function useDeleteTrainExams() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrainExams,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examWorkQueryKey }),
  });
}
