import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { plan, planDetail, trainee } from '../testing/train-fixtures';
import { TrainPlanDetailPage } from './plan-detail-page';

afterEach(() => vi.restoreAllMocks());

const PUBLISHED = plan(4, '采煤机复训', { status: 'published', traineeCount: 12, completedCount: 1 });
const TRAINEES = [
  trainee(1, '张三', {
    hoursDone: 9,
    bestScore: 91,
    completed: true,
    cert: {
      code: 'AB12CD34EF56',
      issuedAt: '2026-05-20T08:00:00.000Z',
      expiresAt: '2028-05-20T08:00:00.000Z',
      expiring: true,
      revokedAt: null,
      revokeReason: null,
      theoryScore: null,
    },
  }),
  ...Array.from({ length: 11 }, (_, i) => trainee(i + 2, `学员${i + 2}`)),
];

describe('培训计划详情', { timeout: 30_000 }, () => {
  it('shows the plan and its trainees’ progress, paged and filtered here', async () => {
    mockApi({ 'GET /api/train/plan/4': { status: 200, data: planDetail(PUBLISHED, TRAINEES) } });
    const { user } = renderPage(<TrainPlanDetailPage />, '/train/train-detail?id=4');

    expect(await screen.findByRole('heading', { name: /采煤机复训/ })).toHaveTextContent('进行中');
    expect(screen.getByText('1/12 人')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /导出进度/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '参训人员' });
    const zhang = within(table).getByText('张三').closest('tr')!;
    expect(within(zhang).getByText('9/8 小时')).toBeInTheDocument();
    expect(within(zhang).getByText('已完成')).toBeInTheDocument();
    expect(within(zhang).getByText('AB12CD34EF56')).toBeInTheDocument();
    expect(within(zhang).getByText('2028-05-20')).toBeInTheDocument();
    // Flagged by the reminder job.
    expect(within(zhang).getByText('即将到期')).toBeInTheDocument();
    expect(screen.getByText('共 12 人')).toBeInTheDocument();
    // Ten a page: the twelfth is on the second.
    expect(within(table).queryByText('学员12')).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: '搜索学员' }), 'E012');
    expect(await within(table).findByText('学员12')).toBeInTheDocument();
    expect(within(table).queryByText('张三')).not.toBeInTheDocument();
    expect(screen.getByText('共 1 人')).toBeInTheDocument();
  });

  it('withdraws a certificate with a reason, and shows a withdrawn one as 已撤销', async () => {
    const adapter = mockApi({
      'GET /api/train/plan/4': { status: 200, data: planDetail(PUBLISHED, TRAINEES) },
      'POST /api/train/plan/4/cert/revoke': { status: 200, data: {} },
    });
    const { user, unmount } = renderPage(<TrainPlanDetailPage />, '/train/train-detail?id=4');
    const table = await screen.findByRole('table', { name: '参训人员' });
    await user.click(within(table).getByRole('button', { name: '撤销证书 AB12CD34EF56' }));
    // jsdom gives antd's dialogs no accessible name (their title ids collide as `test-id`).
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('撤销证书 AB12CD34EF56');
    expect(dialog).toHaveTextContent('不能恢复');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请填写撤销原因')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '撤销原因' }), '复核发现记录存疑');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => {
      const sent = adapter.mock.calls.map(([c]) => c).find((c) => c.url === '/api/train/plan/4/cert/revoke');
      expect(JSON.parse(String(sent?.data))).toEqual({ workerId: 1, reason: '复核发现记录存疑' });
    });

    const withdrawn = [
      {
        ...TRAINEES[0]!,
        cert: {
          ...TRAINEES[0]!.cert!,
          revokedAt: '2026-11-29T03:00:00.000Z',
          revokeReason: '复核发现记录存疑',
        },
      },
    ];
    unmount();
    mockApi({ 'GET /api/train/plan/4': { status: 200, data: planDetail(PUBLISHED, withdrawn) } });
    renderPage(<TrainPlanDetailPage />, '/train/train-detail?id=4');
    const row = within(await screen.findByRole('table', { name: '参训人员' }))
      .getByText('张三')
      .closest('tr')!;
    expect(within(row).getByText('已撤销')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /撤销证书/ })).not.toBeInTheDocument();
  });

  it('says a missing plan is missing', async () => {
    mockApi({
      'GET /api/train/plan/99': {
        status: 404,
        data: { status: 404, message: '培训计划不存在', timestamp: 0 },
      },
    });
    renderPage(<TrainPlanDetailPage />, '/train/train-detail?id=99');
    expect(await screen.findByRole('heading', { name: '没有找到这个培训计划' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /返回培训计划/ })).toHaveAttribute('href', '/train/train');
  });
});
