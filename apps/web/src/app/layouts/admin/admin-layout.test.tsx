import type { DashboardSummary, MenuVo } from '@coalsim/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DEFAULT_SETTINGS, useSettingsStore } from '../../../stores/settings-store';
import { useTagsViewStore } from '../../../stores/tags-view-store';
import { SUPER_ADMIN, signedInForEachTest } from '../../../testing/admin-session';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { adminRoutes } from '../../admin/admin-routes';
import { AppProvider } from '../../provider';

// jsdom has no canvas; the chart itself is ECharts' business, not this layout's.
vi.mock('../../../features/dashboard/components/registrations-chart', () => ({
  RegistrationsChart: () => <div role="img" aria-label="注册趋势图" />,
}));

const slow = { timeout: 10_000 };

const menus: MenuVo[] = [
  {
    name: '系统监控',
    path: '/monitor',
    hidden: false,
    component: 'Layout',
    redirect: 'noredirect',
    alwaysShow: true,
    meta: { title: '系统监控', icon: 'monitor', noCache: true },
    children: [
      {
        name: 'OnlineUser',
        path: 'online',
        hidden: false,
        component: 'monitor/online/index',
        meta: { title: '在线用户', icon: 'online', noCache: false },
      },
      {
        name: 'Future',
        path: 'future',
        hidden: false,
        component: 'monitor/future/index',
        meta: { title: '未来页面', icon: null, noCache: true },
      },
    ],
  },
];

const summary: DashboardSummary = {
  users: { total: 12, staff: 2, enterprise: 4, individual: 6 },
  enterprises: 3,
  onlineSessions: 5,
  registrations: [
    { day: '2024-05-01', count: 1 },
    { day: '2024-05-02', count: 2 },
  ],
};

const session = {
  id: 's-1',
  userId: 1,
  username: 'admin',
  nickName: '平台管理员',
  ip: '127.0.0.1',
  browser: 'Chrome 120 · Linux',
  loginTime: '2024-05-01T08:00:00.000Z',
  lastSeen: '2024-05-01T09:00:00.000Z',
  current: true,
};

function mockBackOffice() {
  return mockApi({
    'GET /api/dashboard/summary': { status: 200, data: summary },
    'GET /auth/online': { status: 200, data: { content: [session], totalElements: 1 } },
  });
}

signedInForEachTest(SUPER_ADMIN, menus);

afterEach(() => {
  useSettingsStore.setState(DEFAULT_SETTINGS);
});

describe('admin layout', { timeout: 30_000 }, () => {
  it('shows the home page with the sidebar from the server, a pinned tab and the title', async () => {
    mockBackOffice();
    renderApp('/dashboard');

    expect(await screen.findByText('用户总数', {}, slow)).toBeInTheDocument();
    const byType = screen.getByRole('list', { name: '按账号类型' });
    expect(
      within(byType)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['平台人员 2', '企业用户 4', '个人用户 6']);
    const nav = screen.getByRole('navigation', { name: '侧边菜单' });
    expect(within(nav).getByRole('menuitem', { name: '系统监控' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: '已打开的页面' });
    expect(within(tabs).getByRole('tab', { name: '首页' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(document.title).toBe('首页 - CoalSim'));
  });

  it('renders a server page with its tab, breadcrumb and title', async () => {
    mockBackOffice();
    renderApp('/monitor/online');

    expect(await screen.findByRole('textbox', { name: '用户名' }, slow)).toBeInTheDocument();
    expect(await screen.findByText('Chrome 120 · Linux')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '在线用户' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('navigation', { name: '当前位置' })).toHaveTextContent(
      /首页.*系统监控.*在线用户/,
    );
    await waitFor(() => expect(document.title).toBe('在线用户 - CoalSim'));
    expect(useTagsViewStore.getState().cachedViews).toEqual(['OnlineUser']);
  });

  it('says so inside the layout when the server names a page this build does not have', async () => {
    mockBackOffice();
    renderApp('/monitor/future');

    expect(await screen.findByText('页面不存在', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '未来页面' })).toBeInTheDocument();
  });

  it('titles a server page entered from a page with a title of its own', async () => {
    mockBackOffice();
    const { router } = renderApp('/404');
    await waitFor(() => expect(document.title).toBe('404 - CoalSim'), slow);
    await router.navigate('/monitor/online');
    expect(await screen.findByRole('textbox', { name: '用户名' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('在线用户 - CoalSim'));
  });

  it('sends a path that matches no page to /404', async () => {
    const { router } = renderApp('/monitor/nothing');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'), slow);
  });

  it('keeps a cached page mounted while another tab is shown, and 关闭其他 from the keyboard', async () => {
    mockBackOffice();
    const { router, user } = renderApp('/monitor/online');
    const filter = await screen.findByRole('textbox', { name: '用户名' }, slow);
    await user.type(filter, 'adm');

    await user.click(screen.getByRole('tab', { name: '首页' }));
    expect(await screen.findByText('用户总数', {}, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    await user.click(screen.getByRole('tab', { name: '在线用户' }));
    expect(screen.getByRole('textbox', { name: '用户名' })).toHaveValue('adm');

    screen.getByRole('tab', { name: '在线用户' }).focus();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    const menu = screen.getByRole('menu', { name: /在线用户/ });
    expect(within(menu).getByRole('menuitem', { name: '刷新' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.queryByRole('menu', { name: /在线用户/ })).not.toBeInTheDocument();
    expect(useTagsViewStore.getState().visitedViews.map((v) => v.title)).toEqual(['首页', '在线用户']);
  });

  it('closes a tab with a middle click and shows the last one left', async () => {
    mockBackOffice();
    const { router, user } = renderApp('/monitor/online');
    const tab = await screen.findByRole('tab', { name: '在线用户' }, slow);
    await user.pointer({ keys: '[MouseMiddle]', target: tab });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(screen.queryByRole('tab', { name: '在线用户' })).not.toBeInTheDocument();
  });

  it('hides the tabs from the settings panel', async () => {
    mockBackOffice();
    const { user } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: '打开布局设置' }, slow));
    const drawer = await screen.findByRole('dialog', { name: '系统布局设置' });
    await user.click(within(drawer).getByRole('switch', { name: '显示标签' }));
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(useSettingsStore.getState().tagsView).toBe(false);
  });
});

describe('admin routes on their own', { timeout: 30_000 }, () => {
  // The refresh bounce stays inside the layout when the admin routes come first (as here), so a
  // refresh starts one page afresh and leaves the other open pages as they were.
  it('刷新 remounts only the refreshed page', async () => {
    mockBackOffice();
    const router = createMemoryRouter([...adminRoutes, { path: '/404', element: <p>404</p> }], {
      initialEntries: ['/monitor/online'],
    });
    const user = userEvent.setup();
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    await user.type(await screen.findByRole('textbox', { name: '用户名' }, slow), 'adm');
    await router.navigate('/user/center');
    const nickName = await screen.findByRole('textbox', { name: '昵称' }, slow);
    await user.clear(nickName);
    await user.type(nickName, '草稿');

    await user.pointer({ keys: '[MouseRight]', target: screen.getByRole('tab', { name: '个人中心' }) });
    await user.click(
      within(screen.getByRole('menu', { name: /个人中心/ })).getByRole('menuitem', { name: '刷新' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/center'));
    expect(await screen.findByRole('textbox', { name: '昵称' })).toHaveValue('平台管理员');

    await user.click(screen.getByRole('tab', { name: '在线用户' }));
    expect(screen.getByRole('textbox', { name: '用户名' })).toHaveValue('adm');
  });
});
