import { endpointPaths } from '@coalsim/contract';
import type { Team, TeamUpdate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { assessQueryKey } from './get-assess-list';

export function updateTeam(body: TeamUpdate): Promise<Team> {
  return api.put<Team>(endpointPaths.updateTeam.path, body, actionConfig);
}

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessQueryKey }),
  });
}
