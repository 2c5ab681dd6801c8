import type { RouteObject } from 'react-router-dom';

import { paths } from '../../config/paths';
import type { RouteHandle } from '../../lib/route-handle';

/** Sign-in, full-page without the portal shell, and without antd (`app/routes.tsx`). */
export const loginRoute: RouteObject = {
  path: paths.login,
  handle: { title: '登录' } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('./pages/login-page')).LoginPage }),
};

/** Registration, full-page without the portal shell. */
export const registerRoute: RouteObject = {
  path: paths.register,
  handle: { title: '注册' } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('./pages/register-page')).RegisterPage }),
};
