import { endpointPaths } from '@coalsim/contract';
import type { Team, TeamFields } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { assessQueryKey } from './get-assess-list';

export function createTeam(body: TeamFields): Promise<Team> {
  return api.post<Team>(endpointPaths.createTeam.path, body, actionConfig);
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessQueryKey }),
  });
}
