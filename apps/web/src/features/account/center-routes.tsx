import type { RouteObject } from 'react-router-dom';

import type { RouteHandle } from '../../lib/route-handle';

/**
 * The personal centre's 账号 pages (paths relative to /center), placed there by app/. Their titles
 * are the centre menu's labels, which this feature cannot import; app/portal/portal-routes.test.ts
 * checks that the two agree.
 */
export const accountCenterRoutes: RouteObject[] = [
  {
    path: 'info',
    handle: { title: '个人信息' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/center-info-page')).CenterInfoPage }),
  },
  {
    path: 'password',
    handle: { title: '修改密码' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/center-password-page')).CenterPasswordPage }),
  },
  {
    path: 'logout',
    handle: { title: '注销账号' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/center-logout-page')).CenterLogoutPage }),
  },
];
