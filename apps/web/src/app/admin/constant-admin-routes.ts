import type { AdminMenuItem, AdminRoute } from './admin-route';

export const ADMIN_HOME_PATH = '/home';
export const DASHBOARD_PATH = '/dashboard';
export const USER_CENTER_PATH = '/user/center';

/**
 * The back office's own pages (spec §2 admin layout routes), present for every signed-in user
 * whatever the server's menus say: the home page is a pinned tab, the personal centre is reached
 * from the user menu only.
 */
export const CONSTANT_ADMIN_ROUTES: AdminRoute[] = [
  {
    path: ADMIN_HOME_PATH,
    name: 'Dashboard',
    component: 'dashboard/index',
    hidden: false,
    meta: { title: '首页', icon: 'index', affix: true, noCache: true },
    parents: [],
  },
  {
    path: USER_CENTER_PATH,
    name: 'UserCenter',
    component: 'account/center/index',
    hidden: true,
    meta: { title: '个人中心', icon: 'user' },
    parents: [],
  },
];

/** The constant part of the sidebar, above the server's menus. */
export const CONSTANT_MENU: AdminMenuItem[] = CONSTANT_ADMIN_ROUTES.filter((r) => !r.hidden).map((r) => ({
  key: r.path,
  title: r.meta.title,
  icon: r.meta.icon,
}));
