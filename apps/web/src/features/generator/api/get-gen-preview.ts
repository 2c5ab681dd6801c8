import { endpointPaths } from '@coalsim/contract';
import type { GenPreview } from '@coalsim/contract';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { tablePath } from '../utils/table-path';
import { generatorQueryKey } from './get-gen-tables';

/**
 * The generated files. Silent: a table that cannot be generated yet answers 400 with its problems,
 * which the preview shows in place rather than as a passing notice.
 */
export function getGenPreview(table: string, signal?: AbortSignal): Promise<GenPreview> {
  return api.get<GenPreview>(tablePath(endpointPaths.previewGen.path, table), { signal, silent: true });
}

/** Read when the preview opens (`table` set), and each time it opens again. */
export function useGenPreview(table: string | undefined) {
  return useQuery({
    queryKey: [...generatorQueryKey, 'preview', table ?? ''],
    queryFn: ({ signal }) => getGenPreview(table!, signal),
    enabled: table !== undefined,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
