import { endpointPaths } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { assessQueryKey } from './get-assess-list';

/** Refused (409) while a team has assessments. */
export function deleteTeams(ids: number[]): Promise<unknown> {
  return api.delete(endpointPaths.deleteTeams.path, { ...actionConfig, data: ids });
}

export function useDeleteTeams() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeams,
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessQueryKey }),
  });
}
