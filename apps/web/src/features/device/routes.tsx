import type { RouteObject } from 'react-router-dom';

import type { RouteHandle } from '../../lib/route-handle';
import type { DevicePageKey } from './page-loaders';

const page = (key: DevicePageKey, title: string): RouteObject => ({
  path: key,
  handle: { title } satisfies RouteHandle,
  lazy: async () => ({ Component: await (await import('./page-loaders')).devicePageLoaders[key]() }),
});

/** 设备管理 and 设备控制 in the personal centre (paths relative to /center), placed there by app/. */
export const deviceCenterRoutes: RouteObject[] = [
  page('device', '设备管理'),
  page('device-control', '设备控制'),
];
