import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

import { paths } from '../../config/paths';
import type { RouteHandle } from '../../lib/route-handle';
import { CENTER_MENU } from './center-menu';
import type { CenterPageKey } from './page-loaders';

const title = (key: string): RouteHandle => ({
  title: CENTER_MENU.find((i) => i.key === key)?.label ?? '个人中心',
});

/** A page of the centre, its code loaded on the first visit (through page-loaders.ts). */
const page = (key: CenterPageKey): RouteObject => ({
  path: key,
  handle: title(key),
  lazy: async () => ({ Component: await (await import('./page-loaders')).centerPageLoaders[key]() }),
});

/** The centre's shell, loaded with its first page. */
export const centerLayoutLazy: RouteObject['lazy'] = async () => ({
  Component: (await import('./components/center-layout')).CenterLayout,
});

/**
 * Children of /center (relative paths). The 账号 pages (个人信息, 修改密码, 注销账号) come from the
 * account feature, 我的收藏 and 我的点赞 from the soft feature; app/ puts them all under the
 * centre's layout.
 */
export const centerRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.centerInfo} replace /> },
  page('company'),
  page('dept'),
  page('job'),
  page('worker'),
  page('worker-add'),
];
