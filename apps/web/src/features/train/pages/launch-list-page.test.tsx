import type { TrainLaunch } from '@coalsim/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { grant, page } from '../testing/train-fixtures';
import { TrainLaunchPage } from './launch-list-page';

const launch = (id: number, extra: Partial<TrainLaunch> = {}): TrainLaunch => ({
  id,
  createTime: '2026-11-28T08:00:00.000Z',
  username: 'worker',
  nickName: '李明',
  worker: { id: 1, name: '李明', employeeNo: 'CM0001' },
  soft: { id: 201, name: '综采工作面仿真' },
  plan: null,
  usedAt: null,
  expiresAt: '2026-11-28T08:10:00.000Z',
  device: null,
  upload: { practice: false, stored: 0, refusal: null, refusedAt: null },
  ...extra,
});

describe('启动记录', { timeout: 30_000 }, () => {
  it('lists who launched what, from which plan, and whether the simulation took the ticket', async () => {
    const adapter = mockApi({
      'GET /api/train/launch': page([
        launch(3, { usedAt: '2026-11-28T08:00:20.000Z', plan: { id: 9, name: '生产部年度复训' } }),
        launch(2, { worker: null, username: 'enterprise', nickName: '示例煤业' }),
      ]),
      'GET /api/center/grant': page([grant(201, '综采工作面仿真')]),
    });
    const { router, user } = renderPage(<TrainLaunchPage />, '/train/launch?softId=201');
    const table = await screen.findByRole('table', { name: '启动记录' });
    const taken = (await within(table).findByText('李明（CM0001）')).closest('tr')!;
    expect(within(taken).getByText(/^已接入/)).toBeInTheDocument();
    expect(within(taken).getByRole('link', { name: '生产部年度复训' })).toHaveAttribute(
      'href',
      '/train/train-detail?id=9',
    );
    const expired = within(table).getByText('示例煤业（企业账号）').closest('tr')!;
    expect(within(expired).getByText('未接入（已过期）')).toBeInTheDocument();
    const query = adapter.mock.calls.map(([c]) => c).find((c) => c.url === '/api/train/launch');
    expect(query?.params).toMatchObject({ page: 0, size: 10, softId: '201' });

    await user.type(screen.getByLabelText('搜索人员'), 'CM0001{Enter}');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('blurry')).toBe('CM0001'),
    );
  });

  it('shows what each simulation reported: 练习 for a launch with no trainee, and a refused upload with why', async () => {
    const refusal =
      '贵企业对本软件的使用授权已到期或被收回，本次成绩未保存；请企业账号在软件详情页重新“申请使用”，获批后再启动软件';
    mockApi({
      'GET /api/train/launch': page([
        launch(5, {
          worker: null,
          username: 'enterprise',
          nickName: '示例煤业',
          usedAt: '2026-11-28T08:00:20.000Z',
          device: { id: 6, name: '掘进桌面终端' },
          upload: { practice: true, stored: 2, refusal: null, refusedAt: null },
        }),
        launch(4, {
          usedAt: '2026-11-28T08:00:20.000Z',
          upload: { practice: false, stored: 1, refusal, refusedAt: '2026-11-28T09:00:00.000Z' },
        }),
      ]),
      'GET /api/center/grant': page([]),
    });
    renderPage(<TrainLaunchPage />, '/train/launch');
    const table = await screen.findByRole('table', { name: '启动记录' });
    const practice = (await within(table).findByText('示例煤业（企业账号）')).closest('tr')!;
    expect(within(practice).getByText('练习 2 次（不计学时）')).toBeInTheDocument();
    expect(within(practice).getByText('设备：掘进桌面终端')).toBeInTheDocument();
    const staff = within(table).getByText('李明（CM0001）').closest('tr')!;
    expect(within(staff).getByText('已保存 1 条培训记录')).toBeInTheDocument();
    expect(within(staff).getByText(new RegExp(`^仿真上报被拒（.+）：${refusal}$`))).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: '仿真上报' })).toBeInTheDocument();
  });

  it('says where launches come from when there are none yet', async () => {
    mockApi({ 'GET /api/train/launch': page([]), 'GET /api/center/grant': page([]) });
    renderPage(<TrainLaunchPage />, '/train/launch');
    expect(await screen.findByText('还没有启动记录')).toBeInTheDocument();
  });
});
