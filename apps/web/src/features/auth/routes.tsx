import type { RouteObject } from 'react-router-dom';

import { paths } from '../../config/paths';
import type { RouteHandle } from '../../lib/route-handle';

/** Sign-in and registration, full-page without the portal shell. */
export const authRoutes: RouteObject[] = [
  {
    path: paths.login,
    handle: { title: '登录' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/login-page')).LoginPage }),
  },
  {
    path: paths.register,
    handle: { title: '注册' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/register-page')).RegisterPage }),
  },
];
