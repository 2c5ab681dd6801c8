import { FloatButton, theme } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { CSSProperties } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';

import { paths } from '../../../config/paths';
import { useAppStore } from '../../../stores/app-store';
import { useSettingsStore } from '../../../stores/settings-store';
import { useTagsViewStore } from '../../../stores/tags-view-store';
import { useUserStore } from '../../../stores/user-store';
import type { AdminRoute } from '../../admin/admin-route';
import { matchAdminRoute } from '../../admin/build-admin-routes';
import type { AdminRouteTable } from '../../admin/build-admin-routes';
import { useAdminRouteTable } from '../../admin/use-admin-route-table';
import { AdminFooter } from './admin-footer';
import styles from './admin-layout.module.css';
import { searchEntries } from './navbar/header-search';
import { Navbar } from './navbar/navbar';
import { PageCache } from './page-cache';
import { RightPanelButton } from './settings/right-panel-button';
import { SettingsDrawer } from './settings/settings-drawer';
import { Sidebar } from './sidebar/sidebar';
import { TAB_PANEL_ID, TagsBar, tabId } from './tags-view/tags-bar';
import { useAdminTitle } from './use-admin-title';
import { useDeviceWatcher } from './use-device-watcher';

/** Keeps the tabs in step with the page on screen (spec §3 visitedViews / cachedViews). */
function useVisitedViews(route: AdminRoute | undefined, table: AdminRouteTable, enabled: boolean) {
  const { pathname, search } = useLocation();

  useEffect(() => {
    const { addVisitedView, delAllViews } = useTagsViewStore.getState();
    // Hiding the tabs closes them: nothing would be left to close a cached page with.
    if (!enabled) return delAllViews();
    for (const r of table.routes) {
      if (r.meta.affix) addVisitedView({ path: r.path, name: r.name, meta: r.meta });
    }
  }, [table, enabled]);

  useEffect(() => {
    if (!route || !enabled) return;
    const view = { path: pathname, fullPath: `${pathname}${search}`, name: route.name, meta: route.meta };
    const { addView, updateVisitedView } = useTagsViewStore.getState();
    addView(view);
    updateVisitedView(view);
  }, [route, pathname, search, enabled]);
}

function AdminShell({ route, table }: { route: AdminRoute | undefined; table: AdminRouteTable }) {
  const { token } = theme.useToken();
  const device = useAppStore((s) => s.device);
  const opened = useAppStore((s) => s.sidebar.opened);
  const { tagsView, fixedHeader, showFooter, showSettings } = useSettingsStore(
    useShallow((s) => ({
      tagsView: s.tagsView,
      fixedHeader: s.fixedHeader,
      showFooter: s.showFooter,
      showSettings: s.showSettings,
    })),
  );
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { pathname } = useLocation();
  const entries = useMemo(() => searchEntries(table.routes, table.menu), [table]);

  useDeviceWatcher();
  useAdminTitle(route?.meta.title);
  useVisitedViews(route, table, tagsView);

  const activePath = route ? pathname : undefined;
  const className = [
    styles.shell,
    device === 'mobile' ? styles.mobile : opened ? '' : styles.collapsed,
    fixedHeader ? styles.fixedHeader : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={className} style={{ '--admin-primary': token.colorPrimary } as CSSProperties}>
      <Sidebar menu={table.menu} selectedKey={route ? (route.meta.activeMenu ?? route.path) : undefined} />
      <div className={styles.main}>
        <header className={styles.header}>
          <Navbar route={route} searchEntries={entries} onOpenSettings={() => setSettingsOpen(true)} />
          {tagsView && <TagsBar activePath={activePath} />}
        </header>
        <main className={styles.content}>
          <div
            id={TAB_PANEL_ID}
            className={styles.panel}
            {...(tagsView && activePath ? { role: 'tabpanel', 'aria-labelledby': tabId(activePath) } : {})}
          >
            <PageCache current={route} routes={table.routes} />
            {/* Only the refresh bounce renders here; pages live in the cache above. */}
            <Outlet />
          </div>
        </main>
        {showFooter && <AdminFooter />}
      </div>
      {/* On a phone it would cover the content; the user menu opens the settings there. */}
      {showSettings && device === 'desktop' && <RightPanelButton onClick={() => setSettingsOpen(true)} />}
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <FloatButton.BackTop aria-label="回到顶部" style={{ insetBlockEnd: 50, insetInlineEnd: 40 }} />
    </div>
  );
}

/**
 * The back-office shell (spec §2): sidebar, navbar, tabs, the page cache, settings and footer.
 * Every path under it is resolved here against the constant pages and the server's menus; one
 * that matches nothing goes to /404 before any of the shell is drawn.
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  const table = useAdminRouteTable();
  const signedIn = useUserStore((s) => s.user !== null);
  const redirecting = pathname.startsWith(`${paths.redirect}/`);
  const route = redirecting ? undefined : matchAdminRoute(pathname, table.routes);

  if (redirecting && !signedIn) return <Outlet />;
  if (!redirecting && !route) return <Navigate to={paths.notFound} replace />;
  return <AdminShell route={route} table={table} />;
}
