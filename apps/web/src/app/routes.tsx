import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

import { RouteError } from '../components/errors/route-error';
import { PageLoading } from '../components/feedback/page-loading';
import { paths } from '../config/paths';
import { authRoutes } from '../features/auth/routes';
import { errorRoutes } from '../features/errors/routes';
import { portalRoutes } from '../features/portal/routes';
import { PortalLayout } from './layouts/portal-layout';
import { RootLayout } from './root-layout';
import { RefreshRedirect } from './routes/refresh-redirect';

/**
 * The one route table (constant routes of spec §2). Features own their entries, each with its
 * `handle` meta; this file only places them under the shells. Server-supplied routes join later.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      { index: true, element: <Navigate to={paths.home} replace /> },
      { Component: PortalLayout, children: portalRoutes },
      ...authRoutes,
      ...errorRoutes,
      { path: `${paths.redirect}/*`, Component: RefreshRedirect },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];
