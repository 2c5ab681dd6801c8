import { describe, expect, it } from 'vitest';

import { bearer, createStaff, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { buildMenuTree } from './menu-build.service.js';
import type { sysMenu } from './menu.table.js';

type Row = typeof sysMenu.$inferSelect;
let nextId = 1;
const row = (over: Partial<Row>): Row => ({
  id: nextId++,
  pid: null,
  subCount: 0,
  type: 1,
  title: `t${nextId}`,
  componentName: null,
  component: null,
  path: `p${nextId}`,
  iFrame: false,
  cache: false,
  hidden: false,
  icon: null,
  menuSort: 999,
  permission: null,
  createTime: new Date(),
  updateTime: new Date(),
  createBy: null,
  updateBy: null,
  ...over,
});

describe('buildMenuTree', () => {
  it('gives the eladmin shape: Layout on top, ParentView for nested directories, parents that always show', () => {
    const system = row({ id: 100, type: 0, title: '系统管理', path: 'system', icon: 'system' });
    const nested = row({ id: 101, pid: 100, type: 0, title: '组织', path: 'org' });
    const user = row({
      id: 102,
      pid: 101,
      title: '用户管理',
      path: 'user',
      component: 'system/user/index',
      componentName: 'User',
      cache: true,
    });
    const tree = buildMenuTree([system, nested, user]);
    expect(tree).toEqual([
      {
        name: '系统管理',
        path: '/system',
        hidden: false,
        component: 'Layout',
        meta: { title: '系统管理', icon: 'system', noCache: true },
        alwaysShow: true,
        redirect: 'noredirect',
        children: [
          {
            name: '组织',
            path: 'org',
            hidden: false,
            component: 'ParentView',
            meta: { title: '组织', icon: null, noCache: true },
            alwaysShow: true,
            redirect: 'noredirect',
            children: [
              {
                name: 'User',
                path: 'user',
                hidden: false,
                component: 'system/user/index',
                meta: { title: '用户管理', icon: null, noCache: false },
              },
            ],
          },
        ],
      },
    ]);
  });

  it('wraps a single top-level page in the layout with an index child', () => {
    const [about] = buildMenuTree([
      row({ title: '关于', path: 'about', component: 'about/index', componentName: 'About' }),
    ]);
    expect(about).toMatchObject({ name: null, path: '/about', component: 'Layout', meta: null });
    expect(about!.children).toEqual([
      expect.objectContaining({ name: 'About', path: 'index', component: 'about/index' }),
    ]);
  });

  it('keeps external links as links, without a component', () => {
    const [link] = buildMenuTree([row({ title: '官网', path: 'https://example.cn', iFrame: true })]);
    expect(link!.children?.[0]).toMatchObject({ path: 'https://example.cn', component: undefined });
  });

  it('sorts by menuSort, hides hidden ones only from the sidebar flag, and drops empty directories', () => {
    const a = row({ id: 200, type: 0, title: 'A', path: 'a', menuSort: 2 });
    const b = row({ id: 201, type: 0, title: 'B', path: 'b', menuSort: 1 });
    const page = row({ pid: 200, title: 'A1', path: 'a1', component: 'x/y', hidden: true });
    const tree = buildMenuTree([b, a, page].sort((x, y) => x.menuSort - y.menuSort));
    expect(tree.map((t) => t.name)).toEqual(['A']);
    expect(tree[0]!.children?.[0]?.hidden).toBe(true);
  });
});

describe('GET /api/menus/build', async () => {
  const { app, db } = await buildTestApp();

  it('gives the super admin every menu, without buttons', async () => {
    const token = await signIn(app, 'admin');
    const tree = (
      await app.inject({ method: 'GET', url: '/api/menus/build', headers: bearer(token) })
    ).json();
    const monitor = tree.find((t: { path: string }) => t.path === '/monitor');
    expect(monitor.children.map((c: { name: string }) => c.name)).toEqual([
      'OnlineUser',
      'Log',
      'ErrorLog',
      'ServerMonitor',
      'Sql',
    ]);
    expect(JSON.stringify(tree)).not.toContain('强制退出');
  });

  it('gives a portal user nothing and a staff member only the menus of its roles', async () => {
    const worker = await signIn(app, 'worker');
    expect(
      (await app.inject({ method: 'GET', url: '/api/menus/build', headers: bearer(worker) })).json(),
    ).toEqual([]);
    await createStaff(db, 'buttonsonly', ['online:del']);
    const staff = await signIn(app, 'buttonsonly', 'staff2026pw');
    expect(
      (await app.inject({ method: 'GET', url: '/api/menus/build', headers: bearer(staff) })).json(),
    ).toEqual([]);
  });
});
