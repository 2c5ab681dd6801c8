import { screen, within } from '@testing-library/react';
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
