import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

import { RouteError } from '../components/errors/route-error';
import { PageLoading } from '../components/feedback/page-loading';
import { paths } from '../config/paths';
import { loginRoute, registerRoute } from '../features/auth/routes';
import { errorRoutes } from '../features/errors/routes';
import { adminRoutes } from './admin/admin-routes';
import { RouteGuard } from './guard/route-guard';
import { portalRoutes } from './portal/portal-routes';
import { RootLayout } from './root-layout';
import { RefreshRedirect } from './routes/refresh-redirect';
import { underAntd } from './under-antd';

/**
 * The one route table (constant routes of spec §2). Features own their entries, each with its
 * `handle` meta; this file only places them under the guard and the shells.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        Component: RouteGuard,
        children: [
          { index: true, element: <Navigate to={paths.home} replace /> },
          loginRoute,
          // The portal shell loads with its first page, so admin-only visitors never fetch it.
          {
            lazy: async () => ({ Component: (await import('./layouts/portal-layout')).PortalLayout }),
            children: portalRoutes,
          },
          underAntd([
            registerRoute,
            ...errorRoutes,
            // The back office first: its layout keeps its own /redirect bounce, so 刷新 remounts one
            // page instead of the whole shell; its server-supplied part sends unknown paths to /404.
            ...adminRoutes,
            { path: `${paths.redirect}/*`, Component: RefreshRedirect },
          ]),
          { path: '*', element: <Navigate to={paths.notFound} replace /> },
        ],
      },
    ],
  },
];
