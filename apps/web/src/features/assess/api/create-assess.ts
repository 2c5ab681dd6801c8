import { endpointPaths } from '@coalsim/contract';
import type { Assess, AssessCreate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { assessQueryKey } from './get-assess-list';

/** 409 when the team sits in another room at that time, or one of its experts belongs to the applicant. */
export function createAssess(body: AssessCreate): Promise<Assess> {
  return api.post<Assess>(endpointPaths.createAssess.path, body, actionConfig);
}

export function useCreateAssess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssess,
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessQueryKey }),
  });
}
