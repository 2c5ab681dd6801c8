import type { RouteObject } from 'react-router-dom';

/**
 * The back office: constant admin routes (/dashboard → /home, /user/center) and the
 * server-supplied ones under one admin layout. Filled by the admin-console work.
 */
export const adminRoutes: RouteObject[] = [];
