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
