import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';

import { paths } from '../../config/paths';
import { useUserStore } from '../../stores/user-store';
import { BackToTop } from './portal/back-to-top';
import { showGateAlert } from './portal/gate-alert';
import { PortalFooter } from './portal/portal-footer';
import { decideGate } from './portal/portal-gate';
import { PortalHeader } from './portal/portal-header';
import styles from './portal-layout.module.css';

/**
 * DESIGN §3: a gated section opened by URL (typed, bookmarked, or the login redirect) by a role
 * other than 2 shows the same alert as the navigation and lands on /index. The page never renders.
 */
function useDirectUrlGate(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useUserStore((s) => Boolean(s.token));
  const role = useUserStore((s) => s.user?.role);
  const expert = useUserStore((s) => s.user?.expert === true);
  const decision = decideGate(location.pathname, { signedIn, role, expert });
  const { title, text } = decision.kind === 'alert' ? decision : {};
  const redirect = decision.kind === 'redirect' ? decision.to : undefined;
  // One alert per visit: StrictMode and re-renders run the effect again for the same location.
  // A visit is a location object, not its key: an address typed into the bar comes back as a POP
  // with the key "default" every time, and keying on that ignored every visit after the first.
  const handled = useRef<typeof location | null>(null);

  useEffect(() => {
    // An expert's /my-soft is 考核评分: no alert, just the right page.
    if (redirect) void navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  useEffect(() => {
    if (!title || !text || handled.current === location) return;
    handled.current = location;
    showGateAlert(title, text);
    void navigate(paths.home, { replace: true });
  }, [title, text, location, navigate]);

  return decision.kind !== 'open';
}

/** The public portal's shell: header with the navigation, the page, footer, go-to-top. */
export function PortalLayout() {
  const blocked = useDirectUrlGate();
  return (
    <div className={styles.shell}>
      <PortalHeader />
      <main id="main" className={styles.main}>
        {!blocked && <Outlet />}
      </main>
      <PortalFooter />
      <BackToTop />
    </div>
  );
}
