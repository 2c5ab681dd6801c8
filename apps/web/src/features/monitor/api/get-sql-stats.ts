import { endpointPaths } from '@coalsim/contract';
import type { SqlStatPage, SqlStatQuery } from '@coalsim/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { getList } from '../../../lib/list-request';

export const sqlStatsQueryKey = ['monitor', 'sql'] as const;

export function getSqlStats(query: SqlStatQuery, signal?: AbortSignal): Promise<SqlStatPage> {
  return getList(endpointPaths.listSqlStats.path, query, signal);
}

/** SQL 监控: this database's statements, the costliest first unless sorted otherwise. */
export function useSqlStats(query: SqlStatQuery) {
  return useQuery({
    queryKey: [...sqlStatsQueryKey, query],
    queryFn: ({ signal }) => getSqlStats(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
