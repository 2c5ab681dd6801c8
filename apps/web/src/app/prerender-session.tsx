import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ACCOUNT_TYPE } from '@coalsim/contract';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

import { InFrameContext } from '../components/frame/frame-text';
import { paths } from '../config/paths';
import { CenterLayout } from '../features/center/components/center-layout';
import { DevicePage } from '../features/device/pages/device-page';
import { deviceCenterRoutes } from '../features/device/routes';
import { StatsPage } from '../features/stats/pages/stats-page';
import { statsRoutes } from '../features/stats/routes';
import { TrainPlanPage } from '../features/train/pages/plan-list-page';
import { TrainLayout } from '../features/train/pages/train-pages';
import { MOBILE_QUERY, useAppStore } from '../stores/app-store';
import { useTagsViewStore } from '../stores/tags-view-store';
import { useUserStore } from '../stores/user-store';
import type { UserState } from '../stores/user-store';
import { CONSTANT_ADMIN_ROUTES } from './admin/constant-admin-routes';
import { AntdProvider } from './antd-provider';
import { AdminLayout } from './layouts/admin/admin-layout';
import { PortalLayout } from './layouts/portal-layout';
import { AppProvider } from './provider';

// Build time only, like prerender.tsx: the first frames of the signed-in pages opened most often
// in a new tab, shown by the start-up script once the session's early answer says whose they are.

/** Whom a frame is for, as the start-up script reads it from `auth/info` and `api/menus/build`. */
export type FrameAudience = 'enterprise' | 'backOffice';

/** A signed-in page whose first frame the build writes to a file of its own (`build/session-frames.ts`). */
export interface SessionFrameSpec {
  name: string;
  /** Its addresses as `location.hash` spells them: the bare page, no query. */
  hashes: string[];
  audience: FrameAudience;
  /**
   * Where the frame is the page: a media query the viewport must match. The back office's sidebar
   * lists the server's menus, which a frame built beforehand cannot; on a phone it is folded away.
   */
  media?: string;
  /** Its lazy route modules, whose stylesheets the frame's stylesheet holds. */
  routeModules: readonly string[];
  /** The address it renders and the routes down to its page, as the app nests them. */
  path: string;
  routes: RouteObject[];
}

const ANTD_ROUTE = 'src/app/antd-route.tsx';
const PORTAL_LAYOUT = 'src/app/layouts/portal-layout.tsx';

const hashesOf = (path: string) => [`#${path}`, `#${path}/`];
const handleOf = (routes: RouteObject[], path: string) => routes.find((r) => r.path === path)?.handle;
const underPortal = (children: RouteObject[]): RouteObject[] => [
  {
    element: <PortalLayout />,
    children: [
      {
        element: (
          <AntdProvider>
            <Outlet />
          </AntdProvider>
        ),
        children,
      },
    ],
  },
];

const homeRoute = CONSTANT_ADMIN_ROUTES[0]!;

/** 设备管理, 统计分析 and 培训计划 of an enterprise's account, the back office's 首页 (issue 44 §4). */
export const SESSION_FRAMES: SessionFrameSpec[] = [
  {
    name: 'center-device',
    hashes: hashesOf(paths.centerDevice),
    audience: 'enterprise',
    routeModules: [
      PORTAL_LAYOUT,
      ANTD_ROUTE,
      'src/features/center/components/center-layout.tsx',
      'src/features/device/pages/device-page.tsx',
    ],
    path: paths.centerDevice,
    routes: underPortal([
      {
        path: paths.center,
        element: <CenterLayout />,
        children: [
          { path: 'device', handle: handleOf(deviceCenterRoutes, 'device'), element: <DevicePage /> },
        ],
      },
    ]),
  },
  {
    name: 'stats',
    hashes: hashesOf(paths.stats),
    audience: 'enterprise',
    routeModules: [PORTAL_LAYOUT, ANTD_ROUTE, 'src/features/stats/pages/stats-page.tsx'],
    path: paths.stats,
    routes: underPortal([
      { path: paths.stats, handle: handleOf(statsRoutes, paths.stats), element: <StatsPage /> },
    ]),
  },
  {
    name: 'train',
    hashes: hashesOf(paths.train),
    audience: 'enterprise',
    routeModules: [
      PORTAL_LAYOUT,
      ANTD_ROUTE,
      'src/features/train/pages/train-pages.tsx',
      'src/features/train/pages/plan-list-page.tsx',
    ],
    path: paths.train,
    routes: underPortal([
      { path: '/train', element: <TrainLayout />, children: [{ path: 'train', element: <TrainPlanPage /> }] },
    ]),
  },
  {
    name: 'admin-home',
    hashes: hashesOf(homeRoute.path),
    audience: 'backOffice',
    media: MOBILE_QUERY,
    routeModules: [
      ANTD_ROUTE,
      'src/app/layouts/admin/admin-layout.tsx',
      'src/features/dashboard/pages/dashboard-page.tsx',
    ],
    path: homeRoute.path,
    routes: [
      {
        path: homeRoute.path,
        element: (
          <AntdProvider>
            <AdminLayout />
          </AntdProvider>
        ),
      },
    ],
  },
];

const account = {
  id: 0,
  username: '',
  nickName: '',
  avatarName: null,
  email: null,
  phone: null,
  gender: null,
  worker: null,
  expert: false,
  roles: [],
};

/** The session a frame renders for: its audience's account, with its name left to the slots. */
const SESSIONS: Record<FrameAudience, Partial<UserState>> = {
  enterprise: {
    token: 'frame',
    menus: [],
    roles: [],
    user: {
      ...account,
      role: ACCOUNT_TYPE.enterprise,
      enterprise: { id: 0, name: '', status: 'verified', rejectReason: null },
    },
  },
  // The sidebar (folded away on a phone) is the app's to fill with the menus.
  backOffice: {
    token: 'frame',
    menus: [],
    roles: [],
    user: { ...account, role: ACCOUNT_TYPE.staff, enterprise: null },
  },
};

/**
 * What the back office's shell holds before its first effects, as they would leave it on a phone:
 * the folded sidebar and the pinned 首页 tab.
 */
function seedShell() {
  Object.assign(useAppStore.getInitialState(), {
    device: 'mobile',
    sidebar: { opened: false, withoutAnimation: true },
  });
  const { path, name, meta } = homeRoute;
  Object.assign(useTagsViewStore.getInitialState(), {
    visitedViews: [{ path, fullPath: path, name, title: meta.title, meta }],
  });
}

/**
 * A signed-in page before its data has arrived, as the app renders it for the frame's audience,
 * with the session's and the clock's texts left as slots (`components/frame/frame-text.tsx`).
 */
export async function renderSessionFrame(frame: SessionFrameSpec): Promise<{ html: string; css: string }> {
  // React reads a store's server snapshot, which zustand takes from the store's initial state.
  Object.assign(useUserStore.getInitialState(), SESSIONS[frame.audience]);
  if (frame.audience === 'backOffice') seedShell();
  const router = createMemoryRouter(frame.routes, { initialEntries: [frame.path] });
  const cache = createCache();
  // A prerender waits for what suspends (the back office's pages load lazily) rather than write
  // its fallback.
  const { prelude } = await prerenderToNodeStream(
    <StyleProvider cache={cache}>
      <InFrameContext.Provider value>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </InFrameContext.Provider>
    </StyleProvider>,
  );
  let html = '';
  for await (const part of prelude) html += String(part);
  return { html, css: extractStyle(cache, { plain: true, types: ['token', 'cssVar'] }) };
}
