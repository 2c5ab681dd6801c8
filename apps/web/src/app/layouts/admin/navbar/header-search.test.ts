import type { MenuVo } from '@coalsim/contract';
import { describe, expect, it } from 'vitest';

import { buildAdminRouteTable } from '../../../admin/build-admin-routes';
import { createRouteSearch, searchEntries } from './header-search';

const meta = (title: string) => ({ title, icon: null, noCache: true });
const menus: MenuVo[] = [
  {
    name: '系统监控',
    path: '/monitor',
    hidden: false,
    component: 'Layout',
    alwaysShow: true,
    meta: meta('系统监控'),
    children: [
      {
        name: 'OnlineUser',
        path: 'online',
        hidden: false,
        component: 'monitor/online/index',
        meta: meta('在线用户'),
      },
      {
        name: 'Secret',
        path: 'secret',
        hidden: true,
        component: 'monitor/secret/index',
        meta: meta('隐藏页面'),
      },
      {
        name: 'Detail',
        path: 'detail/:id',
        hidden: false,
        component: 'monitor/detail/index',
        meta: meta('详情'),
      },
      { name: '接口文档', path: 'https://example.com/doc', hidden: false, meta: meta('接口文档') },
    ],
  },
];

const { routes, menu } = buildAdminRouteTable(menus);
const entries = searchEntries(routes, menu);

describe('header search', () => {
  it('offers the visible pages and external links, with their directory titles', () => {
    expect(entries).toEqual([
      { path: '/home', title: ['首页'] },
      { path: '/monitor/online', title: ['系统监控', '在线用户'] },
      { path: 'https://example.com/doc', title: ['系统监控', '接口文档'] },
    ]);
  });

  it('finds pages by a fragment of the title and by path', () => {
    const search = createRouteSearch(entries);
    expect(search('在线')[0]?.path).toBe('/monitor/online');
    expect(search('/monitor/onl')[0]?.path).toBe('/monitor/online');
    expect(search('首页').map((e) => e.path)).toEqual(['/home']);
    expect(search('   ')).toEqual([]);
  });

  it('cuts the pattern at 32 characters instead of failing to match', () => {
    const search = createRouteSearch(entries);
    expect(search(`/monitor/online${'x'.repeat(17)}${'y'.repeat(40)}`)).toEqual(
      search(`/monitor/online${'x'.repeat(17)}`),
    );
  });
});
