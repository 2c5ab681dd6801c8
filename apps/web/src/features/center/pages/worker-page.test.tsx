import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { HOW_TO_SIGN_IN, PASSWORD_SHOWN_ONCE } from '../components/worker-account-modal';
import { WORKER_CHANGED } from '../components/worker-form-modal';
import { DEPT_TREE, page, post, signInAsEnterprise, worker } from '../testing/org-fixtures';
import { WorkerPage } from './worker-page';

const ROWS = [
  worker(1, '张三', { account: { id: 31, username: '13800138001', enabled: true } }),
  worker(2, '李四', { status: 'left', dept: { id: 3, name: '通风科' }, post: null }),
];

const calls = (adapter: { mock: { calls: [InternalAxiosRequestConfig][] } }, method: string, url: string) =>
  adapter.mock.calls.map(([c]) => c).filter((c) => c.method === method && c.url === url);

const search = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' }, { timeout: 5_000 });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

const routes = {
  'GET /api/center/dept': { status: 200, data: DEPT_TREE },
  'GET /api/center/job': page([post(1, '采煤机司机'), post(2, '通风工')]),
  'GET /api/center/worker': page(ROWS),
} as const;

/** antd's breakpoints read matchMedia; jsdom's answers no to everything (a phone). */
function wideScreen() {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...original(query), matches: true }));
}

afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.setState({ roles: [], user: null });
});

describe('员工管理', { timeout: 30_000 }, () => {
  it('lists the staff with masked id cards and the filters of the URL; the tree picks a subtree', async () => {
    signInAsEnterprise();
    wideScreen();
    const adapter = mockApi(routes);
    const { router, user } = renderPage(<WorkerPage />, '/center/worker?status=active&deptId=2');

    const table = await screen.findByRole('table', { name: '员工' });
    const zhang = (await within(table).findByText('张三')).closest('tr')!;
    expect(within(zhang).getByText('1101**********123X')).toBeInTheDocument();
    expect(within(zhang).getByText('13800138001', { selector: 'span' })).toBeInTheDocument();
    expect(within(zhang).getByText('在职')).toBeInTheDocument();
    const li = within(table).getByText('李四').closest('tr')!;
    expect(within(li).getByText('离职')).toBeInTheDocument();
    expect(within(li).getByRole('button', { name: '开通账号 李四' })).toBeDisabled();

    expect(calls(adapter, 'get', '/api/center/worker').at(-1)?.params).toEqual({
      page: 0,
      size: 10,
      sort: ['employeeNo,asc'],
      deptId: '2',
      status: 'active',
    });

    const tree = screen.getByRole('navigation', { name: '部门' });
    await user.click(within(tree).getByText('生产部'));
    await waitFor(() => expect(search(router)).toEqual({ status: 'active', deptId: '1' }));
    await user.click(within(tree).getByText('全部员工'));
    await waitFor(() => expect(search(router)).toEqual({ status: 'active' }));

    await user.type(screen.getByRole('textbox', { name: '搜索员工' }), '张{Enter}');
    await waitFor(() => expect(search(router)).toEqual({ status: 'active', blurry: '张' }));
  });

  it('on a phone, filters by department with a picker above the table', async () => {
    signInAsEnterprise();
    mockApi(routes);
    const { router, user } = renderPage(<WorkerPage />, '/center/worker');
    await screen.findByRole('table', { name: '员工' });
    expect(screen.queryByRole('navigation', { name: '部门' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '按部门筛选' }));
    const option = (await screen.findAllByTitle('通风科')).find((el) =>
      el.closest('.ant-select-tree-treenode'),
    );
    await user.click(option!);
    await waitFor(() => expect(search(router)).toEqual({ deptId: '3' }));
  });

  it('opens an account after a confirmation and shows its password once', async () => {
    signInAsEnterprise();
    const adapter = mockApi({
      ...routes,
      'GET /api/center/worker': page([worker(3, '王五')]),
      'POST /api/center/worker/3/account': {
        status: 201,
        data: { userId: 40, username: 'w13800138003', initialPassword: 'Xk3pQ9za' },
      },
    });
    const { user } = renderPage(<WorkerPage />, '/center/worker');

    await user.click(await screen.findByRole('button', { name: '开通账号 王五' }));
    // What the confirmation promises is what the server makes: w and the phone number.
    expect(
      await screen.findByText(
        '为 王五 开通员工账号？用户名为 w 加手机号码（w13800138003；已被占用时在末尾加序号），初始密码由系统生成，只显示一次。',
      ),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '开通' }));
    const dialog = await dialogTitled('已为 王五 开通账号');
    expect(within(dialog).getByText('w13800138003')).toBeInTheDocument();
    expect(within(dialog).getByText(HOW_TO_SIGN_IN)).toBeInTheDocument();
    expect(within(dialog).getByText('Xk3pQ9za')).toBeInTheDocument();
    expect(within(dialog).getByText(PASSWORD_SHOWN_ONCE)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /复制密码/ })).toBeInTheDocument();
    expect(calls(adapter, 'post', '/api/center/worker/3/account')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: '我已保存' }));
    await waitFor(() => expect(screen.queryByText('Xk3pQ9za')).not.toBeInTheDocument());
  });

  it('edits from the detail with the whole id card, sends updateTime, and offers a reload on 409', async () => {
    signInAsEnterprise();
    const detail = worker(1, '张三', {
      idCard: '11010519491231002X',
      updateTime: '2026-05-02T08:00:00.000Z',
    });
    let saves = 0;
    const adapter = mockApi({
      ...routes,
      'GET /api/center/worker/1': { status: 200, data: detail },
      'PUT /api/center/worker': () =>
        ++saves === 1
          ? { status: 409, data: { status: 409, message: '员工资料已被修改，请刷新后再保存', timestamp: 0 } }
          : { status: 200, data: detail },
    });
    const { user } = renderPage(<WorkerPage />, '/center/worker');

    await user.click(await screen.findByRole('button', { name: '编辑 张三' }));
    const dialog = await dialogTitled('编辑员工');
    const idCard = await within(dialog).findByRole('textbox', { name: '身份证号' });
    expect(idCard).toHaveValue('11010519491231002X');
    await user.clear(within(dialog).getByRole('textbox', { name: '姓名' }));
    await user.type(within(dialog).getByRole('textbox', { name: '姓名' }), '张三丰');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    expect(await within(dialog).findByText(WORKER_CHANGED)).toBeInTheDocument();
    const sent = JSON.parse(calls(adapter, 'put', '/api/center/worker')[0]!.data as string) as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      id: 1,
      name: '张三丰',
      idCard: '11010519491231002X',
      updateTime: detail.updateTime,
    });

    await user.click(within(dialog).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(calls(adapter, 'get', '/api/center/worker/1').length).toBeGreaterThan(1));
  });

  it('tells a staff account that the page is for enterprises', async () => {
    signInAsEnterprise({ role: 3, enterprise: null });
    mockApi(routes);
    renderPage(<WorkerPage />, '/center/worker');
    expect(await screen.findByRole('heading', { name: '员工管理仅面向企业用户' })).toBeInTheDocument();
  });
});
