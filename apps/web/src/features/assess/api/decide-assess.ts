import { endpointPaths } from '@coalsim/contract';
import type { Assess, Decide } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { assessQueryKey } from './get-assess-list';

/** Locks the scores; passed publishes the software. 409 once someone has decided. */
export function decideAssess({ id, ...body }: Decide & { id: number }): Promise<Assess> {
  return api.put<Assess>(endpointPaths.decideAssess.path.replace(':id', String(id)), body, actionConfig);
}

export function useDecideAssess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAssess,
    // Settled, not only on success: a 409 means what is on screen is out of date too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessQueryKey }),
  });
}
