import type { RouteObject } from 'react-router-dom';

import { paths } from '../../config/paths';
import type { RouteHandle } from '../../lib/route-handle';

/** 软件接入 (/my-soft, 考核中心 in the navigation): gated to enterprise users by the portal shell. */
export const accessRoutes: RouteObject[] = [
  {
    path: paths.mySoft,
    handle: { title: '软件接入' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/access-page')).AccessPage }),
  },
];

/** 我的接入 in the personal centre (a path relative to /center), placed there by app/. */
export const accessCenterRoutes: RouteObject[] = [
  {
    path: 'my-soft',
    handle: { title: '我的接入' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/my-grants-page')).MyGrantsPage }),
  },
];
