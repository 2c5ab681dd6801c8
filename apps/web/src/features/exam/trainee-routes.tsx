import type { RouteObject } from 'react-router-dom';

import { paths } from '../../config/paths';
import type { RouteHandle } from '../../lib/route-handle';
import { lazyExamPage as lazyPage } from './lazy-exam-page';

/** 我的考试 in the personal centre (a path relative to /center, type-3 accounts), placed there by app/. */
export const examCenterRoutes: RouteObject[] = [
  { path: 'my-exam', handle: { title: '我的考试' } satisfies RouteHandle, lazy: lazyPage('mine') },
];

/**
 * 在线考试 (`/train/exam/take?id=`): a trainee's, outside 培训中心's layout and tabs (which are an
 * enterprise's), so app/ places it before the training routes and the portal's gate lets type-3
 * accounts in.
 */
export const examTakeRoute: RouteObject = {
  path: paths.examTake,
  handle: { title: '在线考试' } satisfies RouteHandle,
  lazy: lazyPage('take'),
};
