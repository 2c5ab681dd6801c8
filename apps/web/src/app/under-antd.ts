import type { RouteObject } from 'react-router-dom';

import { antdStylesReady } from './antd-styles';

/**
 * A layout route that puts `children` under antd's provider, whose code loads with theirs. Every
 * page that renders antd sits under one; the sign-in page, the portal's home page and a software's
 * details render none, so that their first visits do not load antd at all. Its first-visit styles
 * (`antd-styles.ts`) are in before it renders.
 */
export function underAntd(children: RouteObject[]): RouteObject {
  return {
    lazy: async () => {
      const [{ AntdRoute }] = await Promise.all([import('./antd-route'), antdStylesReady()]);
      return { Component: AntdRoute };
    },
    children,
  };
}
