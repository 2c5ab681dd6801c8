import { QueryClient } from '@tanstack/react-query';
import type { DefaultOptions, UseMutationOptions } from '@tanstack/react-query';
import { createContext as createRouterContext, RouterContextProvider } from 'react-router-dom';

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

/**
 * The app's QueryClient, handed by the router to route loaders (`app/router.tsx`), so that a page
 * can start its request together with its code instead of after it. Null where a router was made
 * without it (tests render the route table on their own routers): the page then fetches as usual.
 */
const queryClientContext = createRouterContext<QueryClient | null>(null);

export function routerContextWith(queryClient: QueryClient): () => RouterContextProvider {
  return () => {
    const context = new RouterContextProvider();
    context.set(queryClientContext, queryClient);
    return context;
  };
}

/** The QueryClient of a loader's `context`, or null (see `queryClientContext`). */
export function loaderQueryClient(context: unknown): QueryClient | null {
  return context instanceof RouterContextProvider ? context.get(queryClientContext) : null;
}
