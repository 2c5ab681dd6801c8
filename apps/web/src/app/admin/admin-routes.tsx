import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

import { PageLoading } from '../../components/feedback/page-loading';
import { paths } from '../../config/paths';
import { useUserStore } from '../../stores/user-store';
import { RefreshRedirect } from '../routes/refresh-redirect';
import { ADMIN_HOME_PATH, CONSTANT_ADMIN_ROUTES, DASHBOARD_PATH } from './constant-admin-routes';

// Loaded when first rendered, not when matched: the guard above decides first, so a signed-out
// visitor is sent to login without downloading the back office, and the portal never carries it.
const AdminLayout = lazy(async () => ({
  default: (await import('../layouts/admin/admin-layout')).AdminLayout,
}));

/** Pages render in the layout's page cache, not through the outlet: the catch-all draws nothing. */
function PageSlot() {
  return null;
}

/**
 * Account type 1 (the contract's ACCOUNT_TYPE.staff), spelled here: this module is in the start-up
 * chunk, which must not pull in the contract and zod with it (zod would try eval under the CSP).
 */
const STAFF_ACCOUNT = 1;

/**
 * The back office is for platform staff (account type 1). A portal account that opens one of its
 * addresses goes to its own personal centre (for 个人中心) or to 401 (首页), and an address that
 * is nothing to it to 404, before the back office's code or any of its APIs is asked for.
 */
function LazyAdminLayout() {
  const role = useUserStore((s) => s.user?.role);
  const { pathname } = useLocation();
  if (role !== undefined && role !== STAFF_ACCOUNT) {
    const to =
      pathname === paths.userCenter
        ? paths.centerInfo
        : CONSTANT_ADMIN_ROUTES.some((r) => r.path === pathname)
          ? paths.unauthorized
          : paths.notFound;
    return <Navigate to={to} replace />;
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <AdminLayout />
    </Suspense>
  );
}

/**
 * The back office under the route guard. The layout resolves each path at render time against
 * the constant pages and the server's menus (the data router is created before any menus exist),
 * renders the page in its page cache, and sends a path that matches nothing to /404.
 *
 * These entries must come before the guard's own `/redirect/*` and `*`: on equal rank the first
 * listed route wins, and the refresh bounce has to stay inside the layout so that the other open
 * pages keep their state.
 */
export const adminRoutes: RouteObject[] = [
  // Spec §2: /dashboard → /home (the pinned, uncached 首页 tab).
  { path: DASHBOARD_PATH, element: <Navigate to={ADMIN_HOME_PATH} replace /> },
  {
    Component: LazyAdminLayout,
    children: [
      { path: `${paths.redirect}/*`, Component: RefreshRedirect },
      // Every other path belongs to the layout, which resolves it (or sends it to /404).
      { path: '*', Component: PageSlot },
    ],
  },
];
