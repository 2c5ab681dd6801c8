import { endpointPaths } from '@coalsim/contract';
import type { logStackSchema } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../lib/api-client';
import { errorLogsQueryKey } from './get-error-logs';

export type ErrorStack = z.infer<typeof logStackSchema>;

export function getErrorStack(id: number, signal?: AbortSignal): Promise<ErrorStack> {
  return api.get<ErrorStack>(endpointPaths.getErrorStack.path.replace(':id', String(id)), { signal });
}

export function getErrorStackQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...errorLogsQueryKey, 'stack', id],
    queryFn: ({ signal }) => getErrorStack(id, signal),
    // A recorded stack never changes: fetched once per row, however often it is opened.
    staleTime: Infinity,
  });
}

/**
 * The stack of one failure. Stacks are long, so the list leaves them out and each is fetched
 * only when asked for; nothing is fetched while none is chosen.
 */
export function useErrorStack(id: number | undefined) {
  return useQuery({ ...getErrorStackQueryOptions(id ?? 0), enabled: id !== undefined });
}
