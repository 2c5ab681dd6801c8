import { endpointPaths } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { assessQueryKey } from './get-assess-list';

/** Refused (409) while a room has assessments. */
export function deleteRooms(ids: number[]): Promise<unknown> {
  return api.delete(endpointPaths.deleteRooms.path, { ...actionConfig, data: ids });
}

export function useDeleteRooms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRooms,
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessQueryKey }),
  });
}
