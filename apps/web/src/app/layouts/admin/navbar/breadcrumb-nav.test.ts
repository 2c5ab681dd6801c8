import { describe, expect, it } from 'vitest';

import type { AdminRoute } from '../../../admin/admin-route';
import { CONSTANT_ADMIN_ROUTES } from '../../../admin/constant-admin-routes';
import { breadcrumbItems } from './breadcrumb-nav';

const page: AdminRoute = {
  path: '/system/org/dept',
  name: 'Dept',
  component: 'system/dept/index',
  hidden: false,
  meta: { title: '部门管理' },
  parents: [{ title: '系统管理' }, { title: '组织', path: '/system/org/index' }],
};

const keys = (route: AdminRoute | undefined) => breadcrumbItems(route).map((item) => item.key);

describe('breadcrumb', () => {
  it('leads from 首页 through the directories to the page', () => {
    expect(keys(page)).toEqual(['/home', '0:系统管理', '1:组织', '/system/org/dept']);
  });

  it('is only 首页 on the home page', () => {
    expect(keys(CONSTANT_ADMIN_ROUTES[0])).toEqual(['/home']);
  });

  it('leaves out a page whose meta.breadcrumb is false', () => {
    expect(keys({ ...page, meta: { ...page.meta, breadcrumb: false } })).toEqual([
      '/home',
      '0:系统管理',
      '1:组织',
    ]);
  });
});
