import { endpointPaths } from '@coalsim/contract';
import type { GenConfig } from '@coalsim/contract';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { tablePath } from '../utils/table-path';
import { generatorQueryKey } from './get-gen-tables';

export const genConfigQueryKey = (table: string) => [...generatorQueryKey, 'config', table] as const;

export function getGenConfig(table: string, signal?: AbortSignal): Promise<GenConfig> {
  return api.get<GenConfig>(tablePath(endpointPaths.getGenConfig.path, table), { signal });
}

/** The table's settings (saved, or the defaults from its columns) with what stops generating; none without a table. */
export function useGenConfig(table: string | undefined) {
  return useQuery({
    queryKey: genConfigQueryKey(table ?? ''),
    queryFn: ({ signal }) => getGenConfig(table!, signal),
    enabled: table !== undefined,
  });
}
