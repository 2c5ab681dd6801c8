import type { RouteObject } from 'react-router-dom';

import { paths } from '../../config/paths';
import type { RouteHandle } from '../../lib/route-handle';
import type { accessPageLoaders } from './page-loaders';

const lazyPage = (key: keyof typeof accessPageLoaders) => async () => ({
  Component: await (await import('./page-loaders')).accessPageLoaders[key](),
});

/** 软件接入 (/my-soft, 考核中心 in the navigation): gated to enterprise users by the portal shell. */
export const accessRoutes: RouteObject[] = [
  {
    path: paths.mySoft,
    handle: { title: '软件接入' } satisfies RouteHandle,
    lazy: lazyPage('access'),
  },
];

/** 我的接入 in the personal centre (a path relative to /center), placed there by app/. */
export const accessCenterRoutes: RouteObject[] = [
  {
    path: 'my-soft',
    handle: { title: '我的接入' } satisfies RouteHandle,
    lazy: lazyPage('grants'),
  },
];
