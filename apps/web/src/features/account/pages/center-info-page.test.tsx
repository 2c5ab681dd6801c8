import type { CurrentUser, Log } from '@coalsim/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { CenterInfoPage } from './center-info-page';

const user = (enterprise: CurrentUser['enterprise']): CurrentUser => ({
  id: 5,
  username: 'dongshan',
  nickName: '东山',
  role: enterprise ? 2 : 3,
  avatarName: null,
  email: null,
  phone: null,
  gender: null,
  enterprise,
  roles: ['ROLE_SYSTEM_DEFAULT'],
});

const operation = (id: number, description: string, method: string, path: string): Log => ({
  id,
  logType: 'INFO',
  username: 'dongshan',
  description,
  method,
  path,
  params: null,
  requestIp: '10.0.0.9',
  browser: 'Safari 17 · iOS',
  time: 8,
  status: 200,
  message: null,
  requestId: `req-${id}`,
  createTime: '2026-05-01T08:00:00.000Z',
});

const slow = { timeout: 5_000 };
const enterpriseFact = () => screen.getByText('所属企业').closest('div')!;

afterEach(() => useUserStore.setState({ roles: [], user: null }));

describe('个人信息 in the personal centre', { timeout: 20_000 }, () => {
  it('shows the enterprise with its verification', () => {
    useUserStore.setState({ user: user({ id: 7, name: '东山煤业', status: 'pending', rejectReason: null }) });
    renderPage(<CenterInfoPage />, '/center/info');
    expect(within(enterpriseFact()).getByText('东山煤业')).toBeInTheDocument();
    expect(within(enterpriseFact()).getByText('待审核')).toBeInTheDocument();
    expect(screen.getByText('企业用户')).toBeInTheDocument();
  });

  it("shows a staff member's enterprise, department, post and employee number, read-only", () => {
    useUserStore.setState({
      user: {
        ...user(null),
        role: 3,
        enterprise: { id: 7, name: '示例煤业集团', status: 'verified', rejectReason: null },
        worker: { employeeNo: 'E001', dept: '综采一队', post: '采煤机司机' },
      },
    });
    renderPage(<CenterInfoPage />, '/center/info');
    expect(within(enterpriseFact()).getByText('示例煤业集团')).toBeInTheDocument();
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).closest('div')!;
    expect(within(fact('部门')).getByText('综采一队')).toBeInTheDocument();
    expect(within(fact('岗位')).getByText('采煤机司机')).toBeInTheDocument();
    expect(within(fact('工号')).getByText('E001')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '工号' })).not.toBeInTheDocument();
  });

  it('says so when the account has no enterprise', () => {
    useUserStore.setState({ user: user(null) });
    renderPage(<CenterInfoPage />, '/center/info');
    expect(within(enterpriseFact()).getByText('未加入企业')).toBeInTheDocument();
    expect(screen.queryByText('待审核')).not.toBeInTheDocument();
  });

  it('opens on 基本资料, without asking for the operations', async () => {
    useUserStore.setState({ user: user(null) });
    const adapter = mockApi({});
    renderPage(<CenterInfoPage />, '/center/info');
    expect(screen.getByRole('tab', { name: '基本资料' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('textbox', { name: '昵称' })).toHaveValue('东山');
    expect(adapter).not.toHaveBeenCalled();
  });

  it("lists the account's own operations under 操作记录, newest first", async () => {
    useUserStore.setState({ user: user(null) });
    const adapter = mockApi({
      'GET /api/logs/user': {
        status: 200,
        data: {
          content: [
            operation(2, '修改个人资料', 'PUT', '/auth/edit'),
            operation(1, '用户登录', 'POST', '/auth/login'),
          ],
          totalElements: 2,
        },
      },
    });
    const { router, user: person } = renderPage(<CenterInfoPage />, '/center/info');

    await person.click(screen.getByRole('tab', { name: '操作记录' }));
    const list = await screen.findByRole('list', { name: '操作记录' }, slow);
    // The rows as the API sends them; how a row reads is MyOperations' (account-center-page.test).
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('修改个人资料'), expect.stringContaining('用户登录')]);
    expect(adapter).toHaveBeenCalledTimes(1);
    // Linkable, as the back office's tabs are.
    expect(router.state.location.search).toBe('?tab=operations');
  });
});
