import type { RouteObject } from 'react-router-dom';

import { paths } from '../../config/paths';
import type { RouteHandle } from '../../lib/route-handle';

/** 资讯 and news details: public portal pages (whitelisted, spec §2). */
export const newsRoutes: RouteObject[] = [
  {
    path: paths.news,
    handle: { title: '资讯' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/news-list-page')).NewsListPage }),
  },
  {
    path: paths.newsDetail,
    handle: { title: '资讯详情' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/news-detail-page')).NewsDetailPage }),
  },
];
