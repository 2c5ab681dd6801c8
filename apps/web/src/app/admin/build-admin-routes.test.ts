import type { MenuVo } from '@coalsim/contract';
import { describe, expect, it } from 'vitest';

import {
  buildAdminRouteTable,
  buildServerMenu,
  flattenServerRoutes,
  matchAdminRoute,
  menuAncestors,
} from './build-admin-routes';

const meta = (title: string, icon: string | null = null, noCache = true) => ({ title, icon, noCache });

/** The seeded tree: 系统监控 (Layout) → 在线用户. */
const monitor: MenuVo = {
  name: '系统监控',
  path: '/monitor',
  hidden: false,
  component: 'Layout',
  redirect: 'noredirect',
  alwaysShow: true,
  meta: meta('系统监控', 'monitor'),
  children: [
    {
      name: 'OnlineUser',
      path: 'online',
      hidden: false,
      component: 'monitor/online/index',
      meta: meta('在线用户', 'online', false),
    },
  ],
};

/** A top-level single page, wrapped the eladmin way. */
const about: MenuVo = {
  name: null,
  path: '/about',
  hidden: false,
  component: 'Layout',
  meta: null,
  children: [
    { name: 'About', path: 'index', hidden: false, component: 'about/index', meta: meta('关于', 'info') },
  ],
};

/** Layout → ParentView → pages, with a hidden page and an external link. */
const system: MenuVo = {
  name: '系统管理',
  path: '/system',
  hidden: false,
  component: 'Layout',
  redirect: 'noredirect',
  alwaysShow: true,
  meta: meta('系统管理', 'system'),
  children: [
    {
      name: 'User',
      path: 'user',
      hidden: false,
      component: 'system/user/index',
      meta: meta('用户管理', 'peoples'),
    },
    {
      name: '组织',
      path: 'org',
      hidden: false,
      component: 'ParentView',
      redirect: 'noredirect',
      alwaysShow: true,
      meta: meta('组织', 'dept'),
      children: [
        { name: 'Dept', path: 'dept', hidden: false, component: 'system/dept/index', meta: meta('部门管理') },
        {
          name: 'DeptDetail',
          path: 'dept/:id',
          hidden: true,
          component: 'system/dept/detail',
          meta: meta('部门详情'),
        },
      ],
    },
    { name: '文档', path: 'https://example.com/docs', hidden: false, meta: meta('文档', 'link') },
  ],
};

describe('flattenServerRoutes', () => {
  it('puts Layout children under the Layout path', () => {
    expect(flattenServerRoutes([monitor])).toEqual([
      {
        path: '/monitor/online',
        name: 'OnlineUser',
        component: 'monitor/online/index',
        hidden: false,
        meta: { title: '在线用户', icon: 'online', noCache: false },
        parents: [{ title: '系统监控' }],
      },
    ]);
  });

  it('flattens ParentView children to combined paths, with every directory as a crumb', () => {
    const routes = flattenServerRoutes([system]);
    expect(routes.map((r) => r.path)).toEqual(['/system/user', '/system/org/dept', '/system/org/dept/:id']);
    expect(routes[1]?.parents).toEqual([{ title: '系统管理' }, { title: '组织' }]);
  });

  it('keeps hidden pages routable but flags them', () => {
    const detail = flattenServerRoutes([system]).find((r) => r.name === 'DeptDetail');
    expect(detail).toMatchObject({ hidden: true, path: '/system/org/dept/:id' });
  });

  it('unwraps a single top-level page to <path>/index without a crumb for the wrapper', () => {
    expect(flattenServerRoutes([about])).toEqual([
      {
        path: '/about/index',
        name: 'About',
        component: 'about/index',
        hidden: false,
        meta: { title: '关于', icon: 'info', noCache: true },
        parents: [],
      },
    ]);
  });

  it('keeps a page whose component the client does not know, for the layout to report', () => {
    const routes = flattenServerRoutes([
      { ...about, path: '/x', children: [{ ...about.children![0]!, name: 'X', component: 'no/such/page' }] },
    ]);
    expect(routes).toMatchObject([{ path: '/x/index', component: 'no/such/page' }]);
  });

  it('leaves out external links and directories without pages', () => {
    const empty: MenuVo = { ...monitor, path: '/empty', children: [] };
    const paths = flattenServerRoutes([system, empty]).map((r) => r.path);
    expect(paths).not.toContain('https://example.com/docs');
    expect(paths.some((p) => p.startsWith('/empty'))).toBe(false);
  });

  it('joins a directory redirect into a breadcrumb link', () => {
    const linked: MenuVo = { ...monitor, redirect: '/monitor/online' };
    expect(flattenServerRoutes([linked])[0]?.parents).toEqual([
      { title: '系统监控', path: '/monitor/online' },
    ]);
  });
});

describe('buildServerMenu', () => {
  it('nests directories and shows a wrapped single page in place of its wrapper', () => {
    expect(buildServerMenu([monitor, about])).toEqual([
      {
        key: '/monitor',
        title: '系统监控',
        icon: 'monitor',
        children: [{ key: '/monitor/online', title: '在线用户', icon: 'online', external: false }],
      },
      { key: '/about/index', title: '关于', icon: 'info', external: false },
    ]);
  });

  it('leaves hidden entries out and marks external links', () => {
    const [item] = buildServerMenu([system]);
    const org = item?.children?.find((c) => c.key === '/system/org');
    expect(org?.children?.map((c) => c.key)).toEqual(['/system/org/dept']);
    expect(item?.children?.at(-1)).toEqual({
      key: 'https://example.com/docs',
      title: '文档',
      icon: 'link',
      external: true,
    });
  });

  it('drops a directory whose children are all hidden', () => {
    const allHidden: MenuVo = {
      ...monitor,
      children: monitor.children!.map((c) => ({ ...c, hidden: true })),
    };
    expect(buildServerMenu([allHidden])).toEqual([]);
  });

  it('drops a hidden directory with everything in it', () => {
    expect(buildServerMenu([{ ...system, hidden: true }])).toEqual([]);
  });
});

describe('buildAdminRouteTable', () => {
  it('puts the constant pages first', () => {
    const { routes, menu } = buildAdminRouteTable([monitor]);
    expect(routes.map((r) => r.path)).toEqual(['/home', '/user/center', '/monitor/online']);
    expect(routes[0]?.meta).toMatchObject({ title: '首页', affix: true, noCache: true });
    expect(routes[1]).toMatchObject({ hidden: true, meta: { title: '个人中心' } });
    expect(menu.map((m) => m.key)).toEqual(['/home', '/monitor']);
  });
});

describe('matchAdminRoute', () => {
  const { routes } = buildAdminRouteTable([monitor, system]);

  it('matches exact paths, ignoring a trailing slash', () => {
    expect(matchAdminRoute('/monitor/online', routes)?.name).toBe('OnlineUser');
    expect(matchAdminRoute('/monitor/online/', routes)?.name).toBe('OnlineUser');
    expect(matchAdminRoute('/home', routes)?.name).toBe('Dashboard');
  });

  it('matches paths with parameters', () => {
    expect(matchAdminRoute('/system/org/dept/7', routes)?.name).toBe('DeptDetail');
  });

  it('finds nothing for an unknown path or a directory', () => {
    expect(matchAdminRoute('/nope', routes)).toBeUndefined();
    expect(matchAdminRoute('/monitor', routes)).toBeUndefined();
  });
});

describe('menuAncestors', () => {
  const menu = buildServerMenu([system]);

  it('lists the directories above an entry, outermost first', () => {
    expect(menuAncestors(menu, '/system/org/dept')).toEqual(['/system', '/system/org']);
    expect(menuAncestors(menu, '/system/user')).toEqual(['/system']);
  });

  it('is empty for a top-level or unknown entry', () => {
    expect(menuAncestors(menu, '/system')).toEqual([]);
    expect(menuAncestors(menu, '/nope')).toEqual([]);
  });
});
