import { Breadcrumb } from 'antd';
import type { BreadcrumbProps } from 'antd';
import { Link } from 'react-router-dom';

import type { AdminRoute } from '../../../admin/admin-route';
import { ADMIN_HOME_PATH, CONSTANT_ADMIN_ROUTES } from '../../../admin/constant-admin-routes';
import styles from './navbar.module.css';

type Items = NonNullable<BreadcrumbProps['items']>;

const HOME_TITLE = CONSTANT_ADMIN_ROUTES[0]?.meta.title ?? '首页';

/** 首页 › directories › page; a page with `meta.breadcrumb === false` is left out. */
export function breadcrumbItems(route: AdminRoute | undefined): Items {
  const items: Items = [];
  if (!route || route.path !== ADMIN_HOME_PATH) {
    items.push({ key: ADMIN_HOME_PATH, title: <Link to={ADMIN_HOME_PATH}>{HOME_TITLE}</Link> });
  }
  if (!route) return items;
  route.parents.forEach((crumb, i) => {
    items.push({
      key: `${i}:${crumb.title}`,
      title: crumb.path ? <Link to={crumb.path}>{crumb.title}</Link> : crumb.title,
    });
  });
  if (route.meta.breadcrumb !== false) items.push({ key: route.path, title: route.meta.title });
  return items;
}

export function BreadcrumbNav({ route }: { route: AdminRoute | undefined }) {
  return <Breadcrumb aria-label="当前位置" className={styles.breadcrumb} items={breadcrumbItems(route)} />;
}
