import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

import { paths } from '../../config/paths';
import { LinkButton } from '../link-button';
import styles from './route-error.module.css';

/**
 * Last line of defence for a route that failed to load or render; the usual cause is a page
 * chunk that vanished after a new deployment, which a reload fixes.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;

  return (
    <main className={styles.root}>
      <Result
        status="500"
        title="页面加载失败"
        subTitle={detail ?? '请检查网络后重新加载；如果问题持续出现，请联系平台管理员。'}
        extra={[
          <Button key="reload" type="primary" onClick={() => window.location.reload()}>
            重新加载
          </Button>,
          <LinkButton key="home" to={paths.home}>
            返回首页
          </LinkButton>,
        ]}
      />
    </main>
  );
}
