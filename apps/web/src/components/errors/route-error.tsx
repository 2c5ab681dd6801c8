import { CloseCircleFilled } from '@ant-design/icons';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

import { paths } from '../../config/paths';
import button from '../plain/plain-button.module.css';
import styles from './route-error.module.css';

/**
 * Last line of defence for a route that failed to load or render; the usual cause is a page
 * chunk that vanished after a new deployment, which a reload fixes. Laid out like antd's Result
 * but without it: Result bundles three large illustrations, and this boundary sits in the entry
 * chunk that every first visit downloads. For the same reason its buttons are antd's look, not antd.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;

  return (
    <main className={styles.root}>
      <section className={styles.panel} aria-labelledby="route-error-title">
        <CloseCircleFilled className={styles.icon} aria-hidden />
        <h1 id="route-error-title" className={styles.title}>
          页面加载失败
        </h1>
        <p className={styles.detail}>
          {detail ?? '请检查网络后重新加载；如果问题持续出现，请联系平台管理员。'}
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={`${button.button} ${button.primary}`}
            onClick={() => window.location.reload()}
          >
            重新加载
          </button>
          <Link to={paths.home} className={button.button}>
            返回首页
          </Link>
        </div>
      </section>
    </main>
  );
}
