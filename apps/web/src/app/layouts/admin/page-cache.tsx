import { Result, Spin } from 'antd';
import { Activity, Suspense } from 'react';

import { useTagsViewStore } from '../../../stores/tags-view-store';
import type { AdminRoute } from '../../admin/admin-route';
import { pageElement } from '../../admin/page-registry';
import styles from './admin-layout.module.css';
import { PageErrorBoundary } from './page-error-boundary';

/** A server route whose component this build does not have: said in the page, never a crash. */
function MissingPage({ route }: { route: AdminRoute }) {
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle={`未找到页面组件“${route.component}”，请联系管理员检查菜单配置。`}
    />
  );
}

function RoutePage({ route }: { route: AdminRoute }) {
  return pageElement(route.component) ?? <MissingPage route={route} />;
}

const loading = (
  <div className={styles.pageLoading} role="status" aria-label="页面加载中">
    <Spin />
  </div>
);

/**
 * The pages of the open tabs (spec §3 cachedViews): each stays mounted, state and all, while its
 * tab is open, hidden with React's <Activity> when another page is on screen. Closing the tab
 * drops it from the cache and so unmounts it; 刷新 drops it and mounts it afresh. Pages with
 * meta.noCache (and any page while tabs are off) live only while they are on screen.
 */
export function PageCache({
  current,
  routes,
}: {
  current: AdminRoute | undefined;
  routes: readonly AdminRoute[];
}) {
  const cachedViews = useTagsViewStore((s) => s.cachedViews);
  const names = current && !cachedViews.includes(current.name) ? [...cachedViews, current.name] : cachedViews;

  return names.map((name) => {
    const route = name === current?.name ? current : routes.find((r) => r.name === name);
    if (!route) return null;
    return (
      <Activity key={name} mode={route === current ? 'visible' : 'hidden'} name={name}>
        <PageErrorBoundary>
          <Suspense fallback={loading}>
            <RoutePage route={route} />
          </Suspense>
        </PageErrorBoundary>
      </Activity>
    );
  });
}
