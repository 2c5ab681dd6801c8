import type { RouteObject } from 'react-router-dom';

import { paths } from '../../config/paths';
import type { RouteHandle } from '../../lib/route-handle';

/** 统计分析: gated to enterprise users by the portal shell (DESIGN §3). */
export const statsRoutes: RouteObject[] = [
  {
    path: paths.stats,
    handle: { title: '统计分析' } satisfies RouteHandle,
    lazy: async () => ({ Component: await (await import('./page-loaders')).statsPageLoaders.stats() }),
  },
];
