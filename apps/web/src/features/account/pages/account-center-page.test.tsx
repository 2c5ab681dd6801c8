import type { CurrentUser } from '@coalsim/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../testing/mock-api';
import { AccountCenterPage } from './account-center-page';

const enterprise: CurrentUser = {
  id: 2,
  username: 'enterprise',
  nickName: '示例煤业',
  role: 2,
  avatarName: null,
  email: 'ent@example.com',
  phone: '13800000000',
  gender: '女',
  enterprise: { id: 1, name: '示例煤业集团', status: 'verified', rejectReason: null },
  roles: ['ROLE_SYSTEM_DEFAULT'],
};

const slow = { timeout: 5_000 };

function renderPage(path = '/user/center') {
  const router = createMemoryRouter([{ path: '/user/center', element: <AccountCenterPage /> }], {
    initialEntries: [path],
  });
  // As the app's provider sets it up: two-character button labels stay unspaced ("保存").
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

beforeEach(() => useUserStore.setState({ user: enterprise, roles: enterprise.roles }));
afterEach(() => useUserStore.setState({ user: null, roles: [] }));

describe('个人中心', { timeout: 20_000 }, () => {
  it('shows who is signed in', async () => {
    renderPage();
    expect(await screen.findByText('企业用户', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('示例煤业集团')).toBeInTheDocument();
    expect(screen.getByText('ent@example.com')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '基本资料' })).toHaveAttribute('aria-selected', 'true');
  });

  it('checks the phone number, then saves the profile into the session', async () => {
    const adapter = mockApi({
      'PUT /auth/edit': (config) => ({
        status: 200,
        data: { ...enterprise, ...(JSON.parse(String(config.data)) as object) },
      }),
    });
    const { user } = renderPage();
    const phone = await screen.findByRole('textbox', { name: /^手机号/ }, slow);
    await user.clear(phone);
    await user.type(phone, '12345');
    expect(await screen.findByText('请输入正确的11位手机号码')).toBeInTheDocument();

    await user.clear(phone);
    await user.type(phone, '13912345678');
    await user.clear(screen.getByRole('textbox', { name: '昵称' }));
    await user.type(screen.getByRole('textbox', { name: '昵称' }), '新昵称');
    await user.click(screen.getByRole('radio', { name: '男' }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('个人信息已保存')).toBeInTheDocument();
    expect(JSON.parse(String(adapter.mock.calls[0]?.[0].data))).toEqual({
      nickName: '新昵称',
      gender: '男',
      phone: '13912345678',
      email: 'ent@example.com',
    });
    expect(useUserStore.getState().user).toMatchObject({ nickName: '新昵称', phone: '13912345678' });
  });

  it('keeps the open tab in the URL and checks the new password', async () => {
    const adapter = mockApi({ 'POST /api/users/updatePass': { status: 200, data: {} } });
    const { router, user } = renderPage('/user/center?tab=password');
    const newPass = await screen.findByLabelText('新密码', {}, slow);

    await user.type(screen.getByLabelText('旧密码'), '123456');
    await user.type(newPass, 'short');
    await user.type(screen.getByLabelText('确认新密码'), 'other1234');
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findAllByText('密码至少8位，且须同时包含字母和数字')).not.toHaveLength(0);
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(adapter).not.toHaveBeenCalled();

    await user.clear(newPass);
    await user.type(newPass, 'coal2024x');
    await user.clear(screen.getByLabelText('确认新密码'));
    await user.type(screen.getByLabelText('确认新密码'), 'coal2024x');
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    await waitFor(() => expect(adapter).toHaveBeenCalled());
    expect(JSON.parse(String(adapter.mock.calls[0]?.[0].data))).toEqual({
      oldPass: '123456',
      newPass: 'coal2024x',
    });

    await user.click(screen.getByRole('tab', { name: '头像' }));
    expect(router.state.location.search).toBe('?tab=avatar');
  });

  it('refuses an avatar of the wrong type before uploading it', async () => {
    const adapter = mockApi({});
    renderPage('/user/center?tab=avatar');
    await screen.findByRole('button', { name: '选择图片' }, slow);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    // The file picker's "all files" choice gets past `accept`; the page must still refuse it.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('头像只能是 PNG、JPG、GIF 或 WEBP 图片')).toBeInTheDocument();
    expect(adapter).not.toHaveBeenCalled();
  });

  it('uploads an avatar and shows it', async () => {
    const adapter = mockApi({ 'POST /api/users/updateAvatar': { status: 200, data: { avatar: 'a1.png' } } });
    const { user } = renderPage('/user/center?tab=avatar');
    await screen.findByRole('button', { name: '选择图片' }, slow);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('头像已更新')).toBeInTheDocument();
    expect(adapter.mock.calls[0]?.[0].data).toBeInstanceOf(FormData);
    expect(useUserStore.getState().user?.avatarName).toBe('a1.png');
  });

  it('lists the devices and signs another one out', async () => {
    const device = (id: string, current: boolean) => ({
      id,
      userId: 2,
      username: 'enterprise',
      nickName: '示例煤业',
      ip: '10.0.0.9',
      browser: current ? 'Chrome 120 · Windows' : 'Safari 17 · iOS',
      loginTime: '2024-05-01T08:00:00.000Z',
      lastSeen: '2024-05-01T09:00:00.000Z',
      current,
    });
    const adapter = mockApi({
      'GET /auth/sessions': { status: 200, data: [device('1', true), device('2', false)] },
      'DELETE /auth/sessions/2': { status: 200, data: {} },
    });
    const { user } = renderPage('/user/center?tab=devices');
    const list = await screen.findByRole('list', { name: '登录设备' }, slow);
    expect(within(list).getByText('当前设备')).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: /下线/ })).toHaveLength(1);

    await user.click(within(list).getByRole('button', { name: '下线 Safari 17 · iOS' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    expect(adapter.mock.calls.some(([c]) => c.method === 'delete' && c.url === '/auth/sessions/2')).toBe(
      true,
    );
  });

  it("lists one's own operations, newest first, a page at a time", async () => {
    const operation = (id: number, description: string, status: number) => ({
      id,
      logType: 'INFO' as const,
      username: 'enterprise',
      description,
      method: 'PUT',
      path: '/auth/edit',
      params: null,
      requestIp: '10.0.0.9',
      browser: 'Chrome 120 · Windows',
      time: 8,
      status,
      message: status >= 400 ? '手机号格式不正确' : null,
      requestId: `req-${id}`,
      createTime: '2024-05-01T08:00:00.000Z',
    });
    const adapter = mockApi({
      'GET /api/logs/user': (config) => ({
        status: 200,
        data: {
          content:
            config.params?.page === 1
              ? [operation(1, '用户登录', 200)]
              : [operation(3, '修改个人资料', 200), operation(2, '修改个人资料', 400)],
          totalElements: 12,
        },
      }),
    });
    const { user } = renderPage('/user/center?tab=operations');

    const list = await screen.findByRole('list', { name: '操作记录' }, slow);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('修改个人资料');
    expect(items[0]).toHaveTextContent('PUT /auth/edit');
    expect(within(items[0]!).getByText('成功 200')).toBeInTheDocument();
    // A failure says why right under it.
    expect(within(items[1]!).getByText('失败 400')).toBeInTheDocument();
    expect(within(items[1]!).getByText('手机号格式不正确')).toBeInTheDocument();
    expect(adapter.mock.calls[0]?.[0].params).toEqual({ page: 0, size: 10 });

    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await within(list).findByText('用户登录')).toBeInTheDocument();
    expect(adapter.mock.calls.at(-1)?.[0].params).toEqual({ page: 1, size: 10 });
  });

  it('says what will be recorded when one has done nothing yet', async () => {
    mockApi({ 'GET /api/logs/user': { status: 200, data: { content: [], totalElements: 0 } } });
    renderPage('/user/center?tab=operations');
    expect(await screen.findByText(/暂无操作记录/, {}, slow)).toBeInTheDocument();
  });
});
