import { endpointPaths } from '@coalsim/contract';
import type { GenTable, genTableQuerySchema, Page } from '@coalsim/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';

export type GenTablesQuery = z.input<typeof genTableQuerySchema>;

/** Every 代码生成 query starts with this key: a save invalidates them all. */
export const generatorQueryKey = ['generator'] as const;

export function getGenTables(query: GenTablesQuery, signal?: AbortSignal): Promise<Page<GenTable>> {
  return getList(endpointPaths.listGenTables.path, query, signal);
}

/** The tables of the app's schema, paged and filtered by name as the URL says. */
export function useGenTables(query: GenTablesQuery) {
  return useQuery({
    queryKey: [...generatorQueryKey, 'tables', query],
    queryFn: ({ signal }) => getGenTables(query, signal),
    placeholderData: keepPreviousData,
  });
}
