import { endpointPaths } from '@coalsim/contract';
import type { Assess, AssessUpdate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { assessQueryKey } from './get-assess-list';

/** Before the decision only; the criteria only until the first score (else 409). */
export function updateAssess(body: AssessUpdate): Promise<Assess> {
  return api.put<Assess>(endpointPaths.updateAssess.path, body, actionConfig);
}

export function useUpdateAssess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAssess,
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessQueryKey }),
  });
}
