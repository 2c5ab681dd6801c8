import { endpointPaths } from '@coalsim/contract';
import type { Assess, assessQuerySchema, Page } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';

export type AssessListQuery = z.input<typeof assessQuerySchema>;

/**
 * Every query of the assessment workspace starts with this key. Teams, rooms and assessments show
 * each other's counts and names, so every write there reloads all of it.
 */
export const assessQueryKey = ['assess'] as const;

export function getAssessList(query: AssessListQuery, signal?: AbortSignal): Promise<Page<Assess>> {
  return getList(endpointPaths.listAssess.path, query, signal);
}

export function useAssessList(query: AssessListQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...assessQueryKey, 'list', query],
      queryFn: ({ signal }) => getAssessList(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
