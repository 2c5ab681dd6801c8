import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { NOT_LINKED_TITLE } from '../../../components/feedback/staff-query-states';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { myTraining, plan, record } from '../testing/train-fixtures';
import { MyTrainPage } from './my-train-page';

afterEach(() => vi.restoreAllMocks());

const COMPLETED = plan(1, '采煤机复训', { status: 'published' });
const ONGOING = plan(2, '通风安全培训', {
  status: 'published',
  requiredHours: 10,
  startTime: Date.now() - 86_400_000,
  endTime: Date.now() + 86_400_000,
});

describe('我的培训', { timeout: 30_000 }, () => {
  it('shows the worker’s plans with progress and certificate, and the newest records', async () => {
    mockApi({
      'GET /api/train/my-record': {
        status: 200,
        data: myTraining({
          plans: [
            {
              plan: COMPLETED,
              progress: {
                hoursDone: 8.5,
                bestScore: 88,
                records: 4,
                completed: true,
                cert: {
                  code: 'AB12CD34EF56',
                  issuedAt: '2026-05-20T08:00:00.000Z',
                  expiresAt: null,
                  expiring: false,
                  revokedAt: null,
                  revokeReason: null,
                  theoryScore: null,
                },
              },
            },
            {
              plan: ONGOING,
              progress: { hoursDone: 2.5, bestScore: null, records: 1, completed: false, cert: null },
            },
          ],
          records: [record(7, { flagged: true, flagReason: '步骤时间超出会话' })],
        }),
      },
    });
    renderPage(<MyTrainPage />, '/center/my-train');

    expect(await screen.findByText(/张三（工号 E001）/)).toHaveTextContent('示例煤业集团');
    const plans = screen.getByRole('table', { name: '我的培训计划' });
    const done = within(plans).getByText('采煤机复训').closest('tr')!;
    expect(within(done).getByText('8.5/8 小时')).toBeInTheDocument();
    expect(within(done).getByText('88/60')).toBeInTheDocument();
    expect(within(done).getByText('已完成')).toBeInTheDocument();
    expect(within(done).getByText('AB12CD34EF56')).toBeInTheDocument();
    expect(within(done).getByText(/长期有效/)).toBeInTheDocument();
    // 启动软件 only for a plan running now, carrying the plan (components/launch-soft tests the rest).
    expect(within(done).queryByRole('button', { name: /^启动/ })).not.toBeInTheDocument();
    const ongoing = within(plans).getByText('通风安全培训').closest('tr')!;
    expect(within(ongoing).getByText('2.5/10 小时')).toBeInTheDocument();
    expect(within(ongoing).getByText('未完成')).toBeInTheDocument();
    expect(
      within(ongoing).getByRole('button', { name: '启动 综采工作面仿真（通风安全培训）' }),
    ).toBeInTheDocument();
    expect(within(ongoing).getByRole('progressbar', { name: '通风安全培训 学时进度' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );

    const records = screen.getByRole('table', { name: '我的培训记录' });
    expect(within(records).getByText('0:45:00')).toBeInTheDocument();
    expect(within(records).getByText('存疑')).toBeInTheDocument();
  });

  it('tells an account without a staff record what to do instead of refusing it', async () => {
    mockApi({
      'GET /api/train/my-record': {
        status: 403,
        data: { status: 403, message: '当前账号未关联员工档案', timestamp: 0 },
      },
    });
    const { router } = renderPage(<MyTrainPage />, '/center/my-train');
    expect(await screen.findByRole('heading', { name: NOT_LINKED_TITLE })).toBeInTheDocument();
    expect(screen.getByText(/请联系所在企业/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/center/my-train');
  });

  it('says when there is nothing yet', async () => {
    mockApi({ 'GET /api/train/my-record': { status: 200, data: myTraining() } });
    renderPage(<MyTrainPage />, '/center/my-train');
    expect(await screen.findByRole('heading', { name: '还没有培训计划' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '还没有培训记录' })).toBeInTheDocument();
  });
});
