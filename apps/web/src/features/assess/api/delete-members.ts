import { endpointPaths } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { assessQueryKey } from './get-assess-list';

/** Refused (409) for an expert who has scored an undecided assessment. */
export function deleteMembers({ teamId, ids }: { teamId: number; ids: number[] }): Promise<unknown> {
  return api.delete(endpointPaths.deleteMembers.path.replace(':id', String(teamId)), {
    ...actionConfig,
    data: ids,
  });
}

export function useDeleteMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMembers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessQueryKey }),
  });
}
