import { endpointPaths } from '@coalsim/contract';
import type { Dict } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { dictsQueryKey } from './get-dicts';

export function getAllDicts(signal?: AbortSignal): Promise<Dict[]> {
  return api.get<Dict[]>(endpointPaths.allDicts.path, { signal });
}

export function getAllDictsQueryOptions() {
  return queryOptions({
    queryKey: [...dictsQueryKey, 'all'],
    queryFn: ({ signal }) => getAllDicts(signal),
  });
}

/** Every dictionary: the details panel finds the chosen one here, whatever page the list is on. */
export function useAllDicts() {
  return useQuery(getAllDictsQueryOptions());
}
