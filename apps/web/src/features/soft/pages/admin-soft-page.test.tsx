import type { Access } from '@coalsim/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { OFFLINE_DONE } from '../components/offline-soft-modal';
import { dictReply, managedSoft, page } from '../testing/soft-fixtures';
import { AdminSoftDetailPage } from './admin-soft-detail-page';
import { AdminSoftPage } from './admin-soft-page';

type Adapter = { mock: { calls: [InternalAxiosRequestConfig][] } };
const calls = (adapter: Adapter, method: string, url: string) =>
  adapter.mock.calls.map(([c]) => c).filter((c) => c.method === method && c.url === url);

const ROWS = [
  managedSoft(1, '综采仿真', {
    status: 'published',
    publishedAt: '2026-05-02T08:00:00.000Z',
    vendor: { id: 9, name: '西山煤机' },
  }),
  managedSoft(2, '通风仿真', { status: 'offline', statusReason: '启动地址无法访问' }),
];

afterEach(() => useUserStore.setState({ roles: [], user: null }));

describe('软件管理', { timeout: 60_000 }, () => {
  it('lists every vendor’s software with the URL’s filters; 下架 asks for and sends a reason', async () => {
    useUserStore.setState({ roles: ['soft:list', 'soft:edit'] });
    const adapter = mockApi({
      'GET /api/soft': page(ROWS),
      'GET /api/dictDetail': dictReply,
      'PUT /api/soft/1/offline': { status: 200, data: { ...ROWS[0], status: 'offline' } },
    });
    const { user, router } = renderPage(<AdminSoftPage />, '/platform/soft?status=published&enterpriseId=9');

    const table = await screen.findByRole('table', { name: '软件' });
    const published = (await within(table).findByText('综采仿真')).closest('tr')!;
    expect(within(published).getByText('已发布')).toBeInTheDocument();
    expect(within(published).getByRole('link', { name: '详情 综采仿真' })).toHaveAttribute(
      'href',
      '/softMineDetail?id=1',
    );
    const offline = within(table).getByText('通风仿真').closest('tr')!;
    expect(within(offline).getByText('下架原因：启动地址无法访问')).toBeInTheDocument();
    expect(within(offline).getByRole('button', { name: '上架 通风仿真' })).toBeInTheDocument();
    expect(calls(adapter, 'get', '/api/soft')[0]?.params).toEqual({
      page: 0,
      size: 10,
      sort: ['id,desc'],
      status: 'published',
      enterpriseId: '9',
    });
    expect(screen.getByText('开发单位：西山煤机')).toBeInTheDocument();

    await user.click(within(published).getByRole('button', { name: '下架 综采仿真' }));
    const dialog = (
      await screen.findByText('下架软件', { selector: '.ant-modal-title' })
    ).closest<HTMLElement>('[role="dialog"]')!;
    await user.click(within(dialog).getByRole('button', { name: '下架' }));
    expect(await within(dialog).findByText('请填写下架原因')).toBeInTheDocument();
    expect(calls(adapter, 'put', '/api/soft/1/offline')).toHaveLength(0);

    await user.click(within(dialog).getByRole('textbox', { name: '下架原因' }));
    await user.paste('  启动地址失效  ');
    await user.click(within(dialog).getByRole('button', { name: '下架' }));
    await waitFor(() => expect(calls(adapter, 'put', '/api/soft/1/offline')).toHaveLength(1));
    expect(JSON.parse(calls(adapter, 'put', '/api/soft/1/offline')[0]!.data as string)).toEqual({
      reason: '启动地址失效',
    });
    expect(await screen.findByText(OFFLINE_DONE)).toBeInTheDocument();

    // The vendor filter's tag clears it, keeping the others.
    await user.click(screen.getByLabelText('不限开发单位'));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        status: 'published',
      }),
    );
  });

  it('shows no 下架 or 上架 to staff who may only look', async () => {
    useUserStore.setState({ roles: ['soft:list'] });
    mockApi({ 'GET /api/soft': page(ROWS), 'GET /api/dictDetail': dictReply });
    renderPage(<AdminSoftPage />, '/platform/soft');
    expect(await screen.findByRole('link', { name: '详情 综采仿真' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^下架/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^上架/ })).not.toBeInTheDocument();
  });
});

describe('软件详情（后台）', { timeout: 30_000 }, () => {
  it('shows the software, its rendered description and its applications’ timeline', async () => {
    useUserStore.setState({ roles: ['soft:list'] });
    const access: Access = {
      id: 4,
      soft: { id: 1, name: '综采仿真', version: '1.0.0', category: 'mining' },
      status: 'rejected',
      submittedAt: '2026-05-03T08:00:00.000Z',
      decidedAt: '2026-05-06T08:00:00.000Z',
      comment: '交互说明不完整',
      assessment: {
        id: 8,
        title: '综采仿真接入考核',
        teamName: '采煤专家组',
        room: {
          name: '一号考核室',
          startTime: Date.parse('2026-05-05T01:00:00.000Z'),
          endTime: Date.parse('2026-05-05T03:00:00.000Z'),
          place: '三楼会议室',
          onlineLink: null,
        },
      },
      timeline: [
        { status: 'submitted', at: '2026-05-03T08:00:00.000Z', note: null },
        { status: 'assessing', at: '2026-05-04T08:00:00.000Z', note: null },
        { status: 'rejected', at: '2026-05-06T08:00:00.000Z', note: '交互说明不完整' },
      ],
      appKey: null,
      keyIssuedAt: null,
      previousKeyValidUntil: null,
    };
    mockApi({
      'GET /api/soft/1': {
        status: 200,
        data: { ...ROWS[0], description: '<h2>功能</h2><p>采煤机操作</p>', accesses: [access] },
      },
      'GET /api/dictDetail': dictReply,
    });
    renderPage(<AdminSoftDetailPage />, '/softMineDetail?id=1');

    expect(await screen.findByRole('heading', { name: '综采仿真' })).toBeInTheDocument();
    expect(screen.getByText('西山煤机')).toBeInTheDocument();
    expect(await screen.findByText('采煤')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '功能' })).toBeInTheDocument();
    expect(screen.getByText('已驳回')).toBeInTheDocument();
    expect(screen.getByText('采煤专家组')).toBeInTheDocument();
    expect(screen.getByText('三楼会议室')).toBeInTheDocument();
    for (const step of ['提交考核', '开始考核', '考核驳回'])
      expect(screen.getByText(step)).toBeInTheDocument();
    expect(screen.getAllByText('交互说明不完整').length).toBeGreaterThan(0);
  });

  it('says so when the id names no software', async () => {
    useUserStore.setState({ roles: ['soft:list'] });
    mockApi({
      'GET /api/soft/99': { status: 404, data: { status: 404, message: '软件不存在', timestamp: 0 } },
    });
    renderPage(<AdminSoftDetailPage />, '/softMineDetail?id=99');
    expect(await screen.findByRole('heading', { name: '软件不存在' })).toBeInTheDocument();
  });
});
