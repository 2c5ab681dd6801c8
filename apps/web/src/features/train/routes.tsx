import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

import { paths } from '../../config/paths';
import type { RouteHandle } from '../../lib/route-handle';
import type { TrainPageKey } from './page-loaders';

const lazyPage = (key: TrainPageKey) => async () => ({
  Component: await (await import('./page-loaders')).trainPageLoaders[key](),
});

/**
 * 培训中心: /trainPlan → /train/train, and the plan, plan detail (`train-detail?id=`) and record
 * pages (gated to enterprise users by the portal shell), with `sectionPages` of other features
 * (paths relative to /train) under the same banner and tabs.
 */
export const trainRoutes = (sectionPages: RouteObject[] = []): RouteObject[] => [
  { path: paths.trainPlan, element: <Navigate to={paths.train} replace /> },
  {
    path: '/train',
    lazy: lazyPage('layout'),
    children: [
      { index: true, element: <Navigate to={paths.train} replace /> },
      { path: 'train', handle: { title: '培训计划' } satisfies RouteHandle, lazy: lazyPage('plans') },
      {
        path: 'train-detail',
        handle: { title: '培训计划详情' } satisfies RouteHandle,
        lazy: lazyPage('planDetail'),
      },
      { path: 'record', handle: { title: '培训记录' } satisfies RouteHandle, lazy: lazyPage('records') },
      { path: 'launch', handle: { title: '启动记录' } satisfies RouteHandle, lazy: lazyPage('launches') },
      // Other features' pages under 培训中心's tabs (the exam module's 题库), placed by app/.
      ...sectionPages,
    ],
  },
];

/** 我的培训 in the personal centre (a path relative to /center, type-3 accounts), placed there by app/. */
export const trainCenterRoutes: RouteObject[] = [
  { path: 'my-train', handle: { title: '我的培训' } satisfies RouteHandle, lazy: lazyPage('mine') },
];

/** 证书查验 (/cert/:code): public, whitelisted; anyone holding a certificate or its QR code. */
export const certRoute: RouteObject = {
  path: `${paths.cert}/:code`,
  handle: { title: '证书查验' } satisfies RouteHandle,
  lazy: lazyPage('cert'),
};
