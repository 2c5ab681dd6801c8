import type { QueryClient } from '@tanstack/react-query';
import { createHashRouter } from 'react-router-dom';

import { routerContextWith } from '../lib/query-client';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createHashRouter>;

/**
 * Hash routing (spec §2): the server only ever serves index.html at `/`, and deep links survive
 * any static host. Created by `main.tsx`, not at import, so tests can import `routes` freely.
 * Its loaders share the app's QueryClient, so a page's request can start with its code.
 */
export function createAppRouter(queryClient: QueryClient): AppRouter {
  return createHashRouter(routes, { getContext: routerContextWith(queryClient) });
}

/**
 * Resolves once the router holds the first page's code (its lazy routes have loaded). Rendering
 * only then makes the first commit the page itself: rendered earlier, the app would first replace
 * the splash or the landing frame with the router's loading fallback (a spinner, with its own
 * render, commit and animation on a slow phone), then replace that with the page.
 */
export function whenRouterReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
