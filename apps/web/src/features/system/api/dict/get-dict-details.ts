import { endpointPaths } from '@coalsim/contract';
import type { DictDetail, dictDetailQuerySchema, Page } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { dictQueryOptions } from '../../../../hooks/use-dict';
import { getList } from '../../../../lib/list-request';

export type DictDetailsQuery = z.input<typeof dictDetailQuerySchema> & { dictName: string };

/**
 * The choices of one dictionary, paged, for the admin panel. The key starts with the one
 * `useDict` reads, so a write that invalidates the dictionary refreshes both: the admin panel and
 * every page showing those choices (filters, tags).
 */
export function dictDetailsQueryKey(dictName: string) {
  return dictQueryOptions(dictName).queryKey;
}

export function getDictDetails(query: DictDetailsQuery, signal?: AbortSignal): Promise<Page<DictDetail>> {
  return getList(endpointPaths.listDictDetails.path, query, signal);
}

export function getDictDetailsQueryOptions(query: DictDetailsQuery) {
  return queryOptions({
    queryKey: [...dictDetailsQueryKey(query.dictName), 'admin', query],
    queryFn: ({ signal }) => getDictDetails(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDictDetails(query: DictDetailsQuery, enabled: boolean) {
  return useQuery({ ...getDictDetailsQueryOptions(query), enabled });
}
