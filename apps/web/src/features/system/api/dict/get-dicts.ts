import { endpointPaths } from '@coalsim/contract';
import type { Dict, dictQuerySchema, Page } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../../lib/list-request';

export type DictsQuery = z.input<typeof dictQuerySchema>;

/** Every dictionaries query (the list and `all`) starts with this key: writers invalidate it. */
export const dictsQueryKey = ['system', 'dicts'] as const;

/** The prefix of every dictionary's cached choices (`useDict`), as use-dict documents it. */
export const ALL_DICT_CHOICES = ['dict'] as const;

export function getDicts(query: DictsQuery, signal?: AbortSignal): Promise<Page<Dict>> {
  return getList(endpointPaths.listDicts.path, query, signal);
}

export function getDictsQueryOptions(query: DictsQuery) {
  return queryOptions({
    queryKey: [...dictsQueryKey, 'list', query],
    queryFn: ({ signal }) => getDicts(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDicts(query: DictsQuery) {
  return useQuery(getDictsQueryOptions(query));
}
