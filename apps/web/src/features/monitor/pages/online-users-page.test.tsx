import type { OnlineSession } from '@coalsim/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../testing/mock-api';
import { OnlineUsersPage } from './online-users-page';

const row = (id: string, username: string, current = false): OnlineSession => ({
  id,
  userId: Number(id),
  username,
  nickName: `${username} 昵称`,
  ip: '10.0.0.1',
  browser: 'Firefox 126 · Windows',
  loginTime: '2024-05-01T08:00:00.000Z',
  lastSeen: '2024-05-01T09:00:00.000Z',
  current,
});

function renderPage(path = '/monitor/online') {
  const router = createMemoryRouter([{ path: '/monitor/online', element: <OnlineUsersPage /> }], {
    initialEntries: [path],
  });
  // As the app's provider sets it up: two-character button labels stay unspaced ("确定").
  render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <App>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
  return { router, user: userEvent.setup() };
}

afterEach(() => useUserStore.setState({ roles: [] }));

describe('在线用户', { timeout: 20_000 }, () => {
  it('lists the sessions, filtered by the username in the URL', async () => {
    useUserStore.setState({ roles: ['online:list'] });
    const adapter = mockApi({
      'GET /auth/online': (config) => ({
        status: 200,
        data: {
          content: config.params?.username === 'ent' ? [row('2', 'enterprise')] : [],
          totalElements: 1,
        },
      }),
    });
    const { router, user } = renderPage('/monitor/online?username=ent');

    expect(await screen.findByText('enterprise', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '用户名' })).toHaveValue('ent');
    expect(screen.getByRole('columnheader', { name: '最近活动' })).toBeInTheDocument();
    // No online:del: no 强退, no selection.
    expect(screen.queryByRole('button', { name: /强退/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: '用户名' }));
    await user.type(screen.getByRole('textbox', { name: '用户名' }), 'wor{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?username=wor'));
    expect(adapter.mock.calls.at(-1)?.[0].params).toEqual({ page: 0, size: 10, username: 'wor' });
  });

  it('forces a session out after confirming, but never the current one', async () => {
    useUserStore.setState({ roles: ['online:list', 'online:del'] });
    const adapter = mockApi({
      'GET /auth/online': {
        status: 200,
        data: { content: [row('1', 'admin', true), row('2', 'worker')], totalElements: 2 },
      },
      'DELETE /auth/online': { status: 200, data: {} },
    });
    const { user } = renderPage();

    const own = (await screen.findByText('当前会话', {}, { timeout: 5_000 })).closest('tr')!;
    expect(within(own).getByRole('button', { name: '强退' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '强退 worker' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    const kick = adapter.mock.calls.find(([config]) => config.method === 'delete');
    expect(JSON.parse(String(kick?.[0].data))).toEqual(['2']);
  });

  it('forces the selected sessions out together', async () => {
    useUserStore.setState({ roles: ['admin'] });
    const adapter = mockApi({
      'GET /auth/online': {
        status: 200,
        data: { content: [row('2', 'worker'), row('3', 'enterprise')], totalElements: 2 },
      },
      'DELETE /auth/online': { status: 200, data: {} },
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('checkbox', { name: '选择 worker' }, { timeout: 5_000 }));
    await user.click(screen.getByRole('checkbox', { name: '选择 enterprise' }));
    await user.click(screen.getByRole('button', { name: '强退 (2)' }));
    expect(await screen.findByText('确定强制退出选中的 2 个会话吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    const kick = adapter.mock.calls.find(([config]) => config.method === 'delete');
    expect(JSON.parse(String(kick?.[0].data))).toEqual(['2', '3']);
  });
});
