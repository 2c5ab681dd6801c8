import { endpointPaths } from '@coalsim/contract';
import type { MyScore, ScoreBody } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { assessQueryKey } from './get-assess-list';

/** Saves the caller's row: one score 0–100 per criterion and a comment. 409 once decided. */
export function putMyScore({ id, ...body }: ScoreBody & { id: number }): Promise<MyScore> {
  return api.put<MyScore>(endpointPaths.putMyScore.path.replace(':id', String(id)), body, actionConfig);
}

export function usePutMyScore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putMyScore,
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessQueryKey }),
  });
}
