import type { ManagedSoft, MenuVo } from '@coalsim/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SUPER_ADMIN, signedInForEachTest } from '../../testing/admin-session';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const slow = { timeout: 30_000 };
const TIME = '2026-05-01T08:00:00.000Z';

const staff = SUPER_ADMIN;

/** 平台运营 as the server seeds it: 软件管理 and the hidden detail page /softMineDetail. */
const menus: MenuVo[] = [
  {
    name: '平台运营',
    path: '/platform',
    hidden: false,
    component: 'Layout',
    redirect: 'noredirect',
    alwaysShow: true,
    meta: { title: '平台运营', icon: 'app', noCache: true },
    children: [
      {
        name: 'Soft',
        path: 'soft',
        hidden: false,
        component: 'platform/soft/index',
        meta: { title: '软件管理', icon: 'soft', noCache: false },
      },
      {
        name: 'SoftMineDetail',
        path: '/softMineDetail',
        hidden: true,
        component: 'platform/soft/detail',
        meta: { title: '软件详情', icon: null, noCache: false },
      },
    ],
  },
];

const soft: ManagedSoft = {
  id: 1,
  name: '综采仿真',
  category: 'mining',
  summary: '综采工作面实训',
  description: '<p>采煤机操作</p>',
  version: '1.0.0',
  cover: null,
  screenshots: [],
  launchUrl: null,
  deviceTypes: [],
  status: 'published',
  vendor: { id: 9, name: '西山煤机' },
  statusReason: null,
  viewCount: 3,
  likeCount: 0,
  collectCount: 0,
  publishedAt: TIME,
  createTime: TIME,
  updateTime: TIME,
};

signedInForEachTest(staff, menus);

describe('软件管理 in the back office', { timeout: 90_000 }, () => {
  it('opens a software’s detail on /softMineDetail from its 详情 link', async () => {
    mockApi({
      'GET /auth/info': { status: 200, data: staff },
      'GET /api/menus/build': { status: 200, data: menus },
      'GET /api/soft': { status: 200, data: { content: [soft], totalElements: 1 } },
      'GET /api/soft/1': { status: 200, data: { ...soft, accesses: [] } },
      'GET /api/dictDetail': { status: 200, data: { content: [], totalElements: 0 } },
    });
    const { router, user } = renderApp('/platform/soft');

    const table = await screen.findByRole('table', { name: '软件' }, slow);
    const link = await within(table).findByRole('link', { name: '详情 综采仿真' });
    await user.click(link);

    await waitFor(() => expect(router.state.location.pathname).toBe('/softMineDetail'));
    expect(await screen.findByRole('heading', { name: '接入申请' }, slow)).toBeInTheDocument();
    expect(screen.getByText('采煤机操作')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '软件详情' })).toHaveAttribute('aria-selected', 'true');
  });
});
