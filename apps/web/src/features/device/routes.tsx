import type { RouteObject } from 'react-router-dom';

import type { DevicePageKey } from './page-loaders';

/** 设备管理 and 设备控制 in the personal centre (paths relative to /center), placed there by app/. */
export const deviceCenterRoutes: RouteObject[] = (
  [
    ['device', '设备管理'],
    ['device-control', '设备控制'],
  ] as [DevicePageKey, string][]
).map(([path, title]) => ({
  path,
  handle: { title },
  lazy: async () => ({ Component: await (await import('./page-loaders')).devicePageLoaders[path]() }),
}));
