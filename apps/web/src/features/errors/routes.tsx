import type { RouteObject } from 'react-router-dom';

import { paths } from '../../config/paths';
import type { RouteHandle } from '../../lib/route-handle';

/** Standalone error pages (no shell), the targets of unknown paths and of 403 responses. */
export const errorRoutes: RouteObject[] = [
  {
    path: paths.notFound,
    handle: { title: '404' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }),
  },
  {
    path: paths.unauthorized,
    handle: { title: '401' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/unauthorized-page')).UnauthorizedPage }),
  },
];
