import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

import { paths } from '../../config/paths';
import type { RouteHandle } from '../../lib/route-handle';

/** 培训中心: /trainPlan → /train/train, and the plan and record pages (gated to enterprise users). */
export const trainRoutes: RouteObject[] = [
  { path: paths.trainPlan, element: <Navigate to={paths.train} replace /> },
  {
    path: '/train',
    lazy: async () => ({ Component: (await import('./pages/train-pages')).TrainLayout }),
    children: [
      { index: true, element: <Navigate to={paths.train} replace /> },
      {
        path: 'train',
        handle: { title: '培训计划' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./pages/train-pages')).TrainPlanPage }),
      },
      {
        path: 'record',
        handle: { title: '培训记录' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./pages/train-pages')).TrainRecordPage }),
      },
    ],
  },
];
