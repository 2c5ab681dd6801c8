import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { PageLoading } from '../../components/feedback/page-loading';
import { paths } from '../../config/paths';
import { redirectTarget } from '../../features/auth/utils/redirect-target';
import { useUserStore } from '../../stores/user-store';
import { bootstrapSession, refreshSession, sessionReady } from './session-bootstrap';

/**
 * Reachable without a token (spec §2), plus the two error pages, which anyone may be shown.
 * Every other path needs a token.
 */
export const WHITELIST: readonly string[] = [
  paths.root,
  paths.home,
  '/soft/detail',
  '/soft',
  '/new',
  '/new/detail',
  paths.login,
  paths.register,
  paths.notFound,
  paths.unauthorized,
];

/** The spec's navigation guard, as a layout route around every page. */
export function RouteGuard() {
  const location = useLocation();
  const token = useUserStore((s) => s.token);
  const ready = useUserStore(sessionReady);
  // The refresh helper only bounces to its target, which is then guarded itself.
  const whitelisted =
    WHITELIST.includes(location.pathname) ||
    location.pathname.startsWith(`${paths.redirect}/`) ||
    // 证书查验: anyone holding a certificate (or scanning its QR code) may check it.
    location.pathname.startsWith(`${paths.cert}/`);

  useEffect(() => {
    if (token && !ready) void bootstrapSession();
  }, [token, ready]);

  useEffect(() => {
    if (token) refreshSession();
  }, [token, location.pathname]);

  if (!token) {
    if (whitelisted) return <Outlet />;
    // The full original path, query included, so that login can bring the user back to it.
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${paths.login}?redirect=${redirect}`} replace />;
  }
  // Signed in on /login: on to where the login was for (its `redirect`), else home. The login
  // page navigates there too; both agree, so neither can win a race with the wrong target.
  if (location.pathname === paths.login) {
    return <Navigate to={redirectTarget(new URLSearchParams(location.search))} replace />;
  }
  // Public pages render at once; they pick the user up when it arrives.
  if (!ready && !whitelisted) return <PageLoading />;
  return <Outlet />;
}
