import type { DictDetail } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { api } from '../lib/api-client';

/** Spec §9: a dictionary is fetched whole, page 0 of size 9999. */
export const DICT_FETCH_SIZE = 9999;

export function getDictDetails(dictName: string): Promise<{ content: DictDetail[]; totalElements: number }> {
  return api.get('/api/dictDetail', { params: { dictName, page: 0, size: DICT_FETCH_SIZE } });
}

/** The one query key of a dictionary; writers invalidate `['dict']` or `dictQueryOptions(name).queryKey`. */
export function dictQueryOptions(dictName: string) {
  return queryOptions({
    queryKey: ['dict', dictName] as const,
    queryFn: () => getDictDetails(dictName),
    staleTime: 5 * 60_000,
  });
}

export interface Dict {
  /** The choices in dictSort order. */
  list: DictDetail[];
  /** value → label, for tables and read-only views. */
  labels: ReadonlyMap<string, string>;
  isLoading: boolean;
  /**
   * The label of a value: nothing while the dictionary is still on its way (a raw `transport`
   * flashing before 运输 is worse than a blank), the value itself for one the dictionary lacks.
   */
  label: (value: string) => string;
}

/** eladmin's dict mixin as a hook: `useDict('soft_category')`. */
export function useDict(dictName: string): Dict {
  const { data, isLoading } = useQuery(dictQueryOptions(dictName));
  return useMemo(() => {
    const list = data?.content ?? [];
    const labels = new Map(list.map((d) => [d.value, d.label]));
    const label = (value: string) => labels.get(value) ?? (data ? value : '');
    return { list, labels, isLoading, label };
  }, [data, isLoading]);
}
