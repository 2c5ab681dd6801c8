import { QueryClient } from '@tanstack/react-query';
import type { DefaultOptions, UseMutationOptions } from '@tanstack/react-query';

import type { ApiError } from './api-error';

/**
 * One set of defaults for server data: the request layer already reports errors, so retries
 * would only repeat notices; focus refetches surprise users filling in forms.
 */
export const queryDefaults = {
  queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
  mutations: { retry: false },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}

/** Lets a mutation hook accept the caller's callbacks without restating its generics. */
export type MutationConfig<Fn extends (variables: never) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fn>>, ApiError, Parameters<Fn>[0]>,
  'mutationFn'
>;
