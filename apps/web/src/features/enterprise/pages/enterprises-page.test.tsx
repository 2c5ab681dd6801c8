import { REJECT_REASON_REQUIRED } from '@coalsim/contract';
import type { Enterprise } from '@coalsim/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { EnterprisesPage } from './enterprises-page';

const enterprise = (id: number, name: string, extra: Partial<Enterprise> = {}): Enterprise => ({
  id,
  name,
  creditCode: '91350100M000100Y43',
  type: '1',
  province: '山西省',
  city: '太原市',
  address: '迎泽大街 1 号',
  contact: '张经理',
  phone: '13800138000',
  status: 'pending',
  rejectReason: null,
  enabled: true,
  owner: { id: id + 100, username: `owner${id}` },
  createTime: '2026-05-01T08:00:00.000Z',
  verifiedAt: null,
  verifiedBy: null,
  ...extra,
});

const ROWS = [
  enterprise(3, '东山煤业'),
  enterprise(2, '西山煤机', { status: 'rejected', rejectReason: '营业执照照片不清晰' }),
  enterprise(1, '示例煤业集团', {
    status: 'verified',
    verifiedBy: 'admin',
    verifiedAt: '2026-05-02T09:30:00.000Z',
  }),
];

const typeDict = {
  status: 200,
  data: {
    content: [
      { id: 1, dict: { id: 9, name: 'enterprise_type' }, label: '煤矿企业', value: '1', dictSort: 1 },
    ],
    totalElements: 1,
  },
};

const listCalls = (adapter: { mock: { calls: [InternalAxiosRequestConfig][] } }) =>
  adapter.mock.calls.map(([c]) => c).filter((c) => c.url === '/api/enterprise' && c.method === 'get');

/** antd's ids are all "test-id" under test, so dialogs are found by their title's text. */
async function dialogTitled(title: string): Promise<HTMLElement> {
  return (await screen.findByText(title, {}, { timeout: 5_000 })).closest<HTMLElement>('[role="dialog"]')!;
}

afterEach(() => useUserStore.setState({ roles: [], user: null }));

describe('企业管理', { timeout: 20_000 }, () => {
  it('lists the enterprises with their state, filtered from the URL, without actions for viewers', async () => {
    useUserStore.setState({ roles: ['enterprise:list'] });
    const adapter = mockApi({
      'GET /api/enterprise': { status: 200, data: { content: ROWS, totalElements: 3 } },
    });
    const { router, user } = renderPage(
      <EnterprisesPage />,
      '/platform/enterprise?status=pending&province=山西省',
    );

    const row = (await screen.findByText('东山煤业', {}, { timeout: 5_000 })).closest('tr')!;
    expect(within(row).getByText('91350100M000100Y43')).toBeInTheDocument();
    expect(within(row).getByText('山西省 太原市')).toBeInTheDocument();
    expect(within(row).getByText('待审核')).toBeInTheDocument();
    expect(within(row).getByText('owner3')).toBeInTheDocument();
    expect(screen.getByText('已认证')).toBeInTheDocument();
    expect(listCalls(adapter).at(-1)?.params).toEqual({
      page: 0,
      size: 10,
      sort: ['id,desc'],
      status: 'pending',
      province: '山西省',
    });
    expect(screen.getByRole('textbox', { name: '省份' })).toHaveValue('山西省');

    // Only enterprise:list: 详情 and 导出, no 审核 and no 停用.
    expect(screen.queryByRole('button', { name: /^审核/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^停用/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();
    // The closed 详情 drawer asks for nothing (the type dictionary comes with its first opening).
    expect(adapter.mock.calls.some(([c]) => c.url !== '/api/enterprise')).toBe(false);

    // The search box applies on Enter, from page 1, keeping the other filters.
    await user.type(screen.getByRole('textbox', { name: '搜索企业' }), '东山{Enter}');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        blurry: '东山',
        status: 'pending',
        province: '山西省',
      }),
    );
  });

  it('shows a rejection’s reason on its tag, and every field in 详情', async () => {
    useUserStore.setState({ roles: ['enterprise:list'] });
    mockApi({
      'GET /api/enterprise': { status: 200, data: { content: ROWS, totalElements: 3 } },
      'GET /api/enterprise/1': { status: 200, data: ROWS[2] },
      'GET /api/dictDetail': typeDict,
    });
    const { user } = renderPage(<EnterprisesPage />, '/platform/enterprise');

    await user.hover(await screen.findByText('未通过', {}, { timeout: 5_000 }));
    expect(await screen.findByText('驳回原因：营业执照照片不清晰')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '详情 示例煤业集团' }));
    const drawer = await dialogTitled('企业详情');
    expect(await within(drawer).findByText('煤矿企业')).toBeInTheDocument();
    expect(within(drawer).getByText('admin')).toBeInTheDocument();
    expect(within(drawer).getByText('迎泽大街 1 号')).toBeInTheDocument();
    expect(within(drawer).getByText('山西省 太原市')).toBeInTheDocument();
  });

  it('shows the enterprise’s departments and staff, read-only, in 详情', async () => {
    useUserStore.setState({ roles: ['enterprise:list'] });
    const node = (
      id: number,
      name: string,
      pid: number | null,
      workerCount: number,
      children?: unknown[],
    ) => ({
      id,
      pid,
      name,
      sort: id,
      enabled: true,
      workerCount,
      createTime: '2026-05-01T08:00:00.000Z',
      updateTime: '2026-05-01T08:00:00.000Z',
      ...(children ? { children } : {}),
    });
    const staff = {
      id: 8,
      employeeNo: 'E008',
      name: '钱八',
      gender: '男',
      phone: '13800138008',
      idCard: null,
      dept: { id: 2, name: '综采一队' },
      post: { id: 1, name: '采煤机司机' },
      status: 'active',
      hiredOn: null,
      account: null,
      createTime: '2026-05-01T08:00:00.000Z',
      updateTime: '2026-05-01T08:00:00.000Z',
    };
    const adapter = mockApi({
      'GET /api/enterprise': { status: 200, data: { content: ROWS, totalElements: 3 } },
      'GET /api/enterprise/1': { status: 200, data: ROWS[2] },
      'GET /api/dictDetail': typeDict,
      'GET /api/enterprise/1/depts': {
        status: 200,
        data: [node(1, '生产部', null, 0, [node(2, '综采一队', 1, 3)])],
      },
      'GET /api/enterprise/1/workers': { status: 200, data: { content: [staff], totalElements: 1 } },
    });
    const { user } = renderPage(<EnterprisesPage />, '/platform/enterprise');

    await user.click(await screen.findByRole('button', { name: '详情 示例煤业集团' }));
    const drawer = await dialogTitled('企业详情');
    await user.click(within(drawer).getByRole('tab', { name: '部门' }));
    expect(await within(drawer).findByText('综采一队 · 3 人')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('tab', { name: '员工' }));
    const table = await within(drawer).findByRole('table', { name: '企业员工' });
    expect(await within(table).findByText('钱八')).toBeInTheDocument();
    expect(within(table).getByText('采煤机司机')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /编辑|删除/ })).not.toBeInTheDocument();
    const workerCalls = adapter.mock.calls
      .map(([c]) => c)
      .filter((c) => c.url === '/api/enterprise/1/workers');
    expect(workerCalls[0]?.params).toEqual({ page: 0, size: 10, sort: ['employeeNo,asc'] });
  });

  it('says what to do when nothing matches', async () => {
    useUserStore.setState({ roles: ['enterprise:list'] });
    mockApi({ 'GET /api/enterprise': { status: 200, data: { content: [], totalElements: 0 } } });
    renderPage(<EnterprisesPage />, '/platform/enterprise?blurry=nothing');

    expect(
      await screen.findByRole('heading', { name: '没有符合条件的企业' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/点“重置”查看全部企业/)).toBeInTheDocument();
  });

  it('reviews pending enterprises only, and rejects only with a reason', async () => {
    useUserStore.setState({ roles: ['enterprise:list', 'enterprise:edit'] });
    const adapter = mockApi({
      'GET /api/enterprise': { status: 200, data: { content: ROWS, totalElements: 3 } },
      'PUT /api/enterprise/3/verify': { status: 200, data: { ...ROWS[0], status: 'rejected' } },
    });
    const { user } = renderPage(<EnterprisesPage />, '/platform/enterprise');

    // Only the pending enterprise can be reviewed.
    await user.click(await screen.findByRole('button', { name: '审核 东山煤业' }, { timeout: 5_000 }));
    expect(screen.queryByRole('button', { name: '审核 西山煤机' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '审核 示例煤业集团' })).not.toBeInTheDocument();

    const modal = await dialogTitled('审核企业');
    await user.click(within(modal).getByRole('radio', { name: '驳回' }));
    await user.click(within(modal).getByRole('button', { name: '确定' }));
    expect(await within(modal).findByText(REJECT_REASON_REQUIRED)).toBeInTheDocument();
    const puts = () => adapter.mock.calls.filter(([c]) => c.method === 'put');
    expect(puts()).toHaveLength(0);

    await user.type(within(modal).getByLabelText('驳回原因'), '信用代码与执照不符');
    await user.click(within(modal).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已驳回')).toBeInTheDocument();
    expect(JSON.parse(String(puts()[0]?.[0].data))).toEqual({
      approved: false,
      reason: '信用代码与执照不符',
    });
  });

  it('approves without a reason', async () => {
    useUserStore.setState({ roles: ['enterprise:list', 'enterprise:edit'] });
    const adapter = mockApi({
      'GET /api/enterprise': { status: 200, data: { content: ROWS, totalElements: 3 } },
      'PUT /api/enterprise/3/verify': { status: 200, data: { ...ROWS[0], status: 'verified' } },
    });
    const { user } = renderPage(<EnterprisesPage />, '/platform/enterprise');

    await user.click(await screen.findByRole('button', { name: '审核 东山煤业' }, { timeout: 5_000 }));
    const modal = await dialogTitled('审核企业');
    await user.click(within(modal).getByRole('radio', { name: '通过' }));
    expect(within(modal).queryByLabelText('驳回原因')).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已通过认证')).toBeInTheDocument();
    const put = adapter.mock.calls.find(([c]) => c.method === 'put')?.[0];
    expect(JSON.parse(String(put?.data))).toEqual({ approved: true });
  });

  it('disables an enterprise after saying its accounts will be signed out', async () => {
    useUserStore.setState({ roles: ['admin'] });
    const adapter = mockApi({
      'GET /api/enterprise': { status: 200, data: { content: ROWS, totalElements: 3 } },
      'PUT /api/enterprise/1/enabled': { status: 200, data: { ...ROWS[2], enabled: false } },
    });
    const { user } = renderPage(<EnterprisesPage />, '/platform/enterprise');

    await user.click(await screen.findByRole('button', { name: '停用 示例煤业集团' }, { timeout: 5_000 }));
    expect(
      await screen.findByText(/停用后该企业的所有账号将立即退出登录，重新启用前无法登录/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '停用' }));
    expect(await screen.findByText('已停用')).toBeInTheDocument();
    const put = adapter.mock.calls.find(([c]) => c.method === 'put')?.[0];
    expect(JSON.parse(String(put?.data))).toEqual({ enabled: false });
  });
});
