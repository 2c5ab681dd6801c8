import { endpointPaths } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { sqlStatsQueryKey } from './get-sql-stats';

export function resetSqlStats(): Promise<unknown> {
  return api.delete(endpointPaths.resetSqlStats.path, actionConfig);
}

export function useResetSqlStats() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSqlStats,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sqlStatsQueryKey }),
  });
}
