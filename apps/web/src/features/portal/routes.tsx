import type { RouteObject } from 'react-router-dom';

import { paths } from '../../config/paths';
import type { RouteHandle } from '../../lib/route-handle';

/** Portal pages, rendered inside the portal shell; each page's code loads on first visit. */
export const portalRoutes: RouteObject[] = [
  {
    path: paths.home,
    handle: { title: '煤炭虚拟仿真空间' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/home-page')).HomePage }),
  },
];
