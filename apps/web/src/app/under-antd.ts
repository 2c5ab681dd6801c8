import type { RouteObject } from 'react-router-dom';

/**
 * A layout route that puts `children` under antd's provider, whose code loads with theirs. Every
 * page that renders antd sits under one; the sign-in page, the portal's home page and a software's
 * details render none, so that their first visits do not load antd at all.
 */
export function underAntd(children: RouteObject[]): RouteObject {
  return { lazy: async () => ({ Component: (await import('./antd-route')).AntdRoute }), children };
}
