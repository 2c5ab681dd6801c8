import type { User } from '@coalsim/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { UsersPage } from './users-page';

const user = (id: number, username: string, extra: Partial<User> = {}): User => ({
  id,
  username,
  nickName: `${username} 昵称`,
  role: 1,
  enterprise: null,
  email: null,
  phone: null,
  gender: null,
  avatarName: null,
  enabled: true,
  isAdmin: false,
  roles: [{ id: 2, name: '运营人员', level: 2, description: null }],
  createTime: '2024-05-01T08:00:00.000Z',
  pwdResetTime: null,
  ...extra,
});

const statusDict = {
  status: 200,
  data: {
    content: [
      { id: 1, dict: { id: 1, name: 'user_status' }, label: '激活', value: 'true', dictSort: 1 },
      { id: 2, dict: { id: 1, name: 'user_status' }, label: '禁用', value: 'false', dictSort: 2 },
    ],
    totalElements: 2,
  },
};

const search = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

function usersCalls(adapter: { mock: { calls: [InternalAxiosRequestConfig][] } }) {
  return adapter.mock.calls.map(([c]) => c).filter((c) => c.url === '/api/users' && c.method === 'get');
}

/** antd's ids are all "test-id" under test, so dialogs are found by their title's text. */
async function dialogTitled(title: string): Promise<HTMLElement> {
  return (await screen.findByText(title, {}, { timeout: 5_000 })).closest<HTMLElement>('[role="dialog"]')!;
}

afterEach(() => useUserStore.setState({ roles: [], user: null }));

describe('用户管理', { timeout: 20_000 }, () => {
  it('reads its table state from the URL and writes changes back to it', async () => {
    useUserStore.setState({ roles: ['user:list'] });
    const adapter = mockApi({
      'GET /api/users': { status: 200, data: { content: [user(2, 'operator')], totalElements: 31 } },
      'GET /api/dictDetail': statusDict,
    });
    const { router, user: u } = renderPage(
      <UsersPage />,
      '/system/user?blurry=op&enabled=true&page=2&size=20&sort=createTime,desc',
    );

    expect(await screen.findByText('operator', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(usersCalls(adapter).at(-1)?.params).toEqual({
      page: 1,
      size: 20,
      sort: ['createTime,desc'],
      blurry: 'op',
      enabled: 'true',
    });
    expect(screen.getByRole('textbox', { name: '搜索用户' })).toHaveValue('op');
    expect(await screen.findByTitle('激活')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /创建时间/ })).toHaveAttribute('aria-sort', 'descending');
    // Only user:list: no 新增, 删除 or 编辑, and the role list (which it may not read) is not asked for.
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /编辑/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();
    expect(adapter.mock.calls.some(([c]) => c.url === '/api/roles/all')).toBe(false);

    // Sorting by another column starts again at page 1 and keeps the filters.
    await u.click(screen.getByRole('columnheader', { name: /用户名/ }));
    await waitFor(() =>
      expect(search(router)).toEqual({ blurry: 'op', enabled: 'true', size: '20', sort: 'username,asc' }),
    );
    await waitFor(() =>
      expect(usersCalls(adapter).at(-1)?.params).toMatchObject({ page: 0, sort: ['username,asc'] }),
    );

    // Paging writes the page.
    await u.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(search(router).page).toBe('2'));

    // A new search text applies on Enter, from page 1.
    const box = screen.getByRole('textbox', { name: '搜索用户' });
    await u.clear(box);
    await u.type(box, 'wor{Enter}');
    await waitFor(() =>
      expect(search(router)).toEqual({ blurry: 'wor', enabled: 'true', size: '20', sort: 'username,asc' }),
    );

    // 重置 drops filters and sort; the page size stays.
    await u.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(search(router)).toEqual({ size: '20' }));
    expect(screen.getByRole('textbox', { name: '搜索用户' })).toHaveValue('');
    await waitFor(() =>
      expect(usersCalls(adapter).at(-1)?.params).toEqual({ page: 0, size: 20, sort: ['id,desc'] }),
    );
  });

  it('steps back to the last page that has rows when its page has come back empty', async () => {
    useUserStore.setState({ roles: ['user:list'] });
    const adapter = mockApi({
      'GET /api/users': (config) => ({
        status: 200,
        data: { content: config.params?.page === 3 ? [] : [user(30, 'last')], totalElements: 21 },
      }),
      'GET /api/dictDetail': statusDict,
    });
    const { router } = renderPage(<UsersPage />, '/system/user?page=4');

    await waitFor(() => expect(search(router).page).toBe('3'));
    expect(await screen.findByText('last')).toBeInTheDocument();
    expect(usersCalls(adapter).at(-1)?.params).toMatchObject({ page: 2 });
  });

  it('creates a user without a password and shows the generated one once', async () => {
    useUserStore.setState({ roles: ['user:list', 'user:add'] });
    const adapter = mockApi({
      'GET /api/users': { status: 200, data: { content: [], totalElements: 0 } },
      'GET /api/dictDetail': statusDict,
      'GET /api/roles/all': { status: 200, data: [{ id: 2, name: '运营人员', level: 2, description: null }] },
      'POST /api/users': { status: 201, data: { ...user(9, 'staff01'), initialPassword: 'Xk9#pLm2qR' } },
    });
    const { user: u } = renderPage(<UsersPage />, '/system/user');

    await u.click(await screen.findByRole('button', { name: '新增' }, { timeout: 5_000 }));
    const drawer = await dialogTitled('新增用户');
    await u.type(within(drawer).getByLabelText('用户名'), 'staff01');
    await u.type(within(drawer).getByLabelText('昵称'), '测试员工');
    await u.click(within(drawer).getByRole('button', { name: '确定' }));

    const notice = await dialogTitled('初始密码');
    expect(within(notice).getByText('Xk9#pLm2qR')).toBeInTheDocument();
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    const post = adapter.mock.calls.find(([c]) => c.method === 'post')?.[0];
    expect(JSON.parse(String(post?.data))).toMatchObject({
      username: 'staff01',
      nickName: '测试员工',
      role: 1,
      roles: [],
      enabled: true,
      password: null,
    });
  });

  it('puts server field errors under their fields', async () => {
    useUserStore.setState({ roles: ['admin'] });
    mockApi({
      'GET /api/users': { status: 200, data: { content: [], totalElements: 0 } },
      'GET /api/dictDetail': statusDict,
      'GET /api/roles/all': { status: 200, data: [] },
      'POST /api/users': {
        status: 409,
        data: {
          status: 409,
          message: '用户名已存在',
          timestamp: 0,
          fieldErrors: { username: ['用户名已存在'] },
        },
      },
    });
    const { user: u } = renderPage(<UsersPage />, '/system/user');

    await u.click(await screen.findByRole('button', { name: '新增' }, { timeout: 5_000 }));
    const drawer = await dialogTitled('新增用户');
    await u.type(within(drawer).getByLabelText('用户名'), 'operator');
    await u.type(within(drawer).getByLabelText('昵称'), '重复');
    await u.click(within(drawer).getByRole('button', { name: '确定' }));

    expect(await within(drawer).findByText('用户名已存在')).toBeInTheDocument();
  });

  it('editing: nobody changes its own roles, and only the super admin an account type', async () => {
    useUserStore.setState({
      roles: ['user:list', 'user:edit'],
      user: { id: 2, username: 'operator', roles: ['user:list', 'user:edit'] } as never,
    });
    mockApi({
      'GET /api/users': {
        status: 200,
        data: { content: [user(2, 'operator'), user(7, 'clerk', { roles: [] })], totalElements: 2 },
      },
      'GET /api/dictDetail': statusDict,
      'GET /api/roles/all': { status: 200, data: [{ id: 2, name: '运营人员', level: 2, description: null }] },
    });
    const { user: u } = renderPage(<UsersPage />, '/system/user');

    await u.click(await screen.findByRole('button', { name: '编辑 operator' }, { timeout: 5_000 }));
    const own = await dialogTitled('编辑用户');
    expect(within(own).getByText('不能修改自己的角色，请由其他管理员修改')).toBeInTheDocument();
    expect(within(own).getByRole('combobox', { name: '角色' })).toBeDisabled();
    expect(within(own).getByText('账号类型只有超级管理员可以修改')).toBeInTheDocument();
    for (const type of ['平台人员', '企业用户', '个人用户'])
      expect(within(own).getByRole('radio', { name: type })).toBeDisabled();
    await u.click(within(own).getByRole('button', { name: '取消' }));

    await u.click(await screen.findByRole('button', { name: '编辑 clerk' }));
    const other = await dialogTitled('编辑用户');
    expect(within(other).getByRole('combobox', { name: '角色' })).toBeEnabled();
  });

  it('the super admin may change a staff account into an individual one, never into an enterprise user', async () => {
    useUserStore.setState({
      roles: ['admin'],
      user: { id: 1, username: 'admin', roles: ['admin'] } as never,
    });
    mockApi({
      'GET /api/users': {
        status: 200,
        data: {
          content: [
            user(7, 'clerk', { roles: [] }),
            user(3, 'worker', { role: 3, roles: [], enterprise: { id: 1, name: '示例煤业集团' } }),
          ],
          totalElements: 2,
        },
      },
      'GET /api/dictDetail': statusDict,
      'GET /api/roles/all': { status: 200, data: [] },
    });
    const { user: u } = renderPage(<UsersPage />, '/system/user');

    await u.click(await screen.findByRole('button', { name: '编辑 clerk' }, { timeout: 5_000 }));
    const clerk = await dialogTitled('编辑用户');
    expect(within(clerk).getByRole('radio', { name: '个人用户' })).toBeEnabled();
    expect(within(clerk).getByRole('radio', { name: '企业用户' })).toBeDisabled();
    await u.click(within(clerk).getByRole('button', { name: '取消' }));

    await u.click(await screen.findByRole('button', { name: '编辑 worker' }));
    const worker = await dialogTitled('编辑用户');
    expect(
      within(worker).getByText('该账号属于企业（企业用户或员工账号），不能改为其他类型'),
    ).toBeInTheDocument();
    expect(within(worker).getByRole('radio', { name: '平台人员' })).toBeDisabled();
  });

  it('deletes the selected users after confirming', async () => {
    useUserStore.setState({ roles: ['user:list', 'user:del'] });
    const adapter = mockApi({
      'GET /api/users': {
        status: 200,
        data: { content: [user(2, 'operator'), user(3, 'worker')], totalElements: 2 },
      },
      'GET /api/dictDetail': statusDict,
      'DELETE /api/users': { status: 200, data: {} },
    });
    const { user: u } = renderPage(<UsersPage />, '/system/user');

    await u.click(await screen.findByRole('checkbox', { name: '选择 operator' }, { timeout: 5_000 }));
    await u.click(screen.getByRole('checkbox', { name: '选择 worker' }));
    await u.click(screen.getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除选中的 2 个用户吗？')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '确定' }));

    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    const del = adapter.mock.calls.find(([c]) => c.method === 'delete')?.[0];
    expect(JSON.parse(String(del?.data))).toEqual([2, 3]);
  });

  it('resets the passwords of the selected users and shows the new ones once', async () => {
    useUserStore.setState({ roles: ['user:list', 'user:edit'] });
    const adapter = mockApi({
      'GET /api/users': {
        status: 200,
        data: { content: [user(2, 'operator'), user(3, 'worker')], totalElements: 2 },
      },
      'GET /api/dictDetail': statusDict,
      'GET /api/roles/all': { status: 200, data: [] },
      'PUT /api/users/resetPwd': {
        status: 200,
        data: [
          { id: 2, username: 'operator', initialPassword: 'Op3rator#new' },
          { id: 3, username: 'worker', initialPassword: 'W0rker#new1' },
        ],
      },
    });
    const { user: u } = renderPage(<UsersPage />, '/system/user');

    await u.click(await screen.findByRole('checkbox', { name: '选择 operator' }, { timeout: 5_000 }));
    await u.click(screen.getByRole('checkbox', { name: '选择 worker' }));
    await u.click(screen.getByRole('button', { name: '重置密码' }));
    await u.click(await screen.findByRole('button', { name: '确定' }));

    const notice = await dialogTitled('新密码');
    expect(within(notice).getByText('Op3rator#new')).toBeInTheDocument();
    expect(within(notice).getByText('W0rker#new1')).toBeInTheDocument();
    const put = adapter.mock.calls.find(([c]) => c.method === 'put')?.[0];
    expect(JSON.parse(String(put?.data))).toEqual([2, 3]);
    await u.click(within(notice).getByRole('button', { name: '我已保存' }));
    await waitFor(() => expect(screen.queryByText('Op3rator#new')).not.toBeInTheDocument());
  });
});
