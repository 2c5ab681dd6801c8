import type { RouteObject } from 'react-router-dom';

import { paths } from '../../config/paths';
import { accessCenterRoutes, accessRoutes } from '../../features/access/routes';
import { accountCenterRoutes } from '../../features/account/center-routes';
import { applicantAssessCenterRoutes } from '../../features/assess/applicant-assess-routes';
import { assessRoutes } from '../../features/assess/routes';
import { centerLayoutLazy, centerRoutes } from '../../features/center/routes';
import { deviceCenterRoutes } from '../../features/device/routes';
import { examTrainRoutes } from '../../features/exam/routes';
import { examCenterRoutes, examTakeRoute } from '../../features/exam/trainee-routes';
import { newsRoutes } from '../../features/news/routes';
import { softCenterRoutes, softDetailRoute, softRoutes } from '../../features/soft/routes';
import { statsRoutes } from '../../features/stats/routes';
import { certRoute, trainCenterRoutes, trainRoutes } from '../../features/train/routes';
import type { RouteHandle } from '../../lib/route-handle';
import { underAntd } from '../under-antd';

/**
 * Every page inside the portal shell (spec §2 "Portal layout"). Each feature owns its entries and
 * their titles; this list places them, and puts the account feature's own-account pages, the
 * soft feature's favourites and likes, the train feature's 我的培训, the exam feature's 我的考试 and
 * the device feature's 设备管理 and 设备控制 into the personal centre, and the exam feature's 题库
 * under 培训中心 (its 在线考试 beside it, outside the section's layout). All pages load on first visit.
 */
export const portalRoutes: RouteObject[] = [
  {
    path: paths.home,
    handle: { title: '煤炭虚拟仿真空间' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./home-route')).HomeRoute }),
  },
  // The home page and a software's details render no antd (`under-antd.ts`); the other pages do.
  softDetailRoute,
  underAntd([
    ...softRoutes,
    ...newsRoutes,
    ...statsRoutes,
    ...accessRoutes,
    ...assessRoutes,
    // A trainee's exam: under /train by its address, but not inside 培训中心's enterprise layout.
    examTakeRoute,
    ...trainRoutes(examTrainRoutes),
    certRoute,
    {
      path: paths.center,
      handle: { title: '个人中心' } satisfies RouteHandle,
      lazy: centerLayoutLazy,
      children: [
        ...centerRoutes,
        ...deviceCenterRoutes,
        ...accountCenterRoutes,
        ...softCenterRoutes,
        ...accessCenterRoutes,
        ...applicantAssessCenterRoutes,
        ...trainCenterRoutes,
        ...examCenterRoutes,
      ],
    },
  ]),
];
