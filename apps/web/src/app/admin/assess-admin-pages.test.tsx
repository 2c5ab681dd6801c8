import type { MenuVo } from '@coalsim/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SUPER_ADMIN, signedInForEachTest } from '../../testing/admin-session';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const slow = { timeout: 30_000 };
const TIME = '2026-05-01T08:00:00.000Z';

const staff = SUPER_ADMIN;

/** 考核管理 as the server seeds it: 专家组 and the hidden member page /assessTeamDetail. */
const menus: MenuVo[] = [
  {
    name: '考核管理',
    path: '/assessment',
    hidden: false,
    component: 'Layout',
    redirect: 'noredirect',
    alwaysShow: true,
    meta: { title: '考核管理', icon: 'chart', noCache: true },
    children: [
      {
        name: 'AssessTeam',
        path: 'team',
        hidden: false,
        component: 'assess/team/index',
        meta: { title: '专家组', icon: 'peoples', noCache: false },
      },
      {
        name: 'AssessTeamDetail',
        path: '/assessTeamDetail',
        hidden: true,
        component: 'assess/team/detail',
        meta: { title: '专家组详情', icon: null, noCache: false },
      },
    ],
  },
];

const team = {
  id: 1,
  name: '采煤专家组',
  description: null,
  memberCount: 0,
  createTime: TIME,
  updateTime: TIME,
};

signedInForEachTest(staff, menus);

describe('考核管理 in the back office', { timeout: 90_000 }, () => {
  it('opens a team’s experts on /assessTeamDetail from its 成员 link', async () => {
    mockApi({
      'GET /auth/info': { status: 200, data: staff },
      'GET /api/menus/build': { status: 200, data: menus },
      'GET /api/assess/team': { status: 200, data: { content: [team], totalElements: 1 } },
      'GET /api/assess/team/1': { status: 200, data: team },
      'GET /api/assess/team/1/member': { status: 200, data: [] },
    });
    const { router, user } = renderApp('/assessment/team');

    const table = await screen.findByRole('table', { name: '专家组' }, slow);
    const link = await within(table).findByRole('link', { name: '成员 采煤专家组' });
    expect(link).toHaveAttribute('href', '/assessTeamDetail?id=1');
    await user.click(link);

    await waitFor(() => expect(router.state.location.pathname).toBe('/assessTeamDetail'));
    expect(await screen.findByText('采煤专家组 · 专家成员', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '专家组详情' })).toHaveAttribute('aria-selected', 'true');
  });
});
