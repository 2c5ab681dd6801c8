import type { RouteObject } from 'react-router-dom';

import { paths } from '../../config/paths';
import type { RouteHandle } from '../../lib/route-handle';
import type { softCenterPageLoaders } from './center-page-loaders';
import { softDetailLoader } from './soft-detail-loader';

const centerPage = (key: keyof typeof softCenterPageLoaders) => async () => ({
  Component: await (await import('./center-page-loaders')).softCenterPageLoaders[key](),
});

/** 软件中心: a public portal page (whitelisted, spec §2) that renders antd. */
export const softRoutes: RouteObject[] = [
  {
    path: paths.soft,
    handle: { title: '软件中心' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/soft-list-page')).SoftListPage }),
  },
];

/**
 * A software's details: a public portal page (whitelisted, spec §2) that renders no antd, so it is
 * placed outside antd's provider, as the home page is (`under-antd.ts`).
 */
export const softDetailRoute: RouteObject = {
  path: paths.softDetail,
  handle: { title: '软件详情' } satisfies RouteHandle,
  // Part of the first load (a few hundred bytes), so the request starts with the page's code.
  loader: softDetailLoader,
  lazy: async () => ({ Component: (await import('./pages/soft-detail-page')).SoftDetailPage }),
};

/**
 * The personal centre's 应用管理 (the vendor's own software), favourites and likes (paths relative
 * to /center), placed there by app/.
 */
export const softCenterRoutes: RouteObject[] = [
  {
    path: 'soft',
    handle: { title: '应用管理' } satisfies RouteHandle,
    lazy: centerPage('soft'),
  },
  {
    path: 'collect',
    handle: { title: '我的收藏' } satisfies RouteHandle,
    lazy: centerPage('collect'),
  },
  {
    path: 'like',
    handle: { title: '我的点赞' } satisfies RouteHandle,
    lazy: centerPage('like'),
  },
];
