import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { NOT_LINKED_TITLE } from '../../../components/feedback/staff-query-states';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { myExam } from '../testing/attempt-fixtures';
import { MyExamPage } from './my-exam-page';

const card = (name: string) => screen.getByRole('article', { name });

describe('我的考试', { timeout: 30_000 }, () => {
  it('shows each exam’s state, window, attempts and best score, with the way in while it is open', async () => {
    mockApi({
      'GET /api/train/my-exam': {
        status: 200,
        data: {
          content: [
            myExam(1, '已通过的复训考试', {
              state: 'done',
              attemptsUsed: 1,
              bestScore: 92,
              passed: true,
              lastAttemptId: 11,
            }),
            myExam(2, '综采一队2026年度安全培训考试'),
            myExam(3, '通风专业考试', { state: 'open', attemptsUsed: 1, bestScore: 62, lastAttemptId: 31 }),
            myExam(4, '瓦斯检查作业考试', { state: 'open', attemptsUsed: 1, openAttemptId: 41 }),
            myExam(5, '下月的考试', { state: 'upcoming', startTime: Date.now() + 30 * 86_400_000 }),
            myExam(6, '错过的考试', { state: 'missed', endTime: Date.now() - 86_400_000 }),
          ],
        },
      },
    });
    renderPage(<MyExamPage />, '/center/my-exam');

    const fresh = await screen.findByRole('article', { name: '综采一队2026年度安全培训考试' });
    expect(within(fresh).getByText('进行中')).toBeInTheDocument();
    expect(within(fresh).getByText('已用 0/2 次')).toBeInTheDocument();
    expect(within(fresh).getByText('90 分钟 · 满分 100 分 · 80 分合格')).toBeInTheDocument();
    expect(
      within(fresh).getByRole('link', { name: '开始考试：综采一队2026年度安全培训考试' }),
    ).toHaveAttribute('href', '/train/exam/take?id=2');
    expect(within(fresh).queryByRole('link', { name: /查看答卷/ })).not.toBeInTheDocument();

    const failed = card('通风专业考试');
    expect(within(failed).getByText('62 分')).toBeInTheDocument();
    expect(within(failed).getByText('不合格')).toBeInTheDocument();
    expect(within(failed).getByText('未达到合格分，还可补考 1 次。')).toBeInTheDocument();
    expect(within(failed).getByRole('link', { name: '补考：通风专业考试' })).toHaveAttribute(
      'href',
      '/train/exam/take?id=3',
    );
    expect(within(failed).getByRole('link', { name: '查看答卷：通风专业考试' })).toHaveAttribute(
      'href',
      '/train/exam/take?id=3&review=31',
    );

    expect(within(card('瓦斯检查作业考试')).getByRole('link', { name: /^继续作答/ })).toBeInTheDocument();

    const passed = card('已通过的复训考试');
    expect(within(passed).getByText('已完成')).toBeInTheDocument();
    expect(within(passed).getByText('合格')).toBeInTheDocument();
    expect(
      within(passed).queryByRole('link', { name: /^(开始考试|补考|继续作答)：/ }),
    ).not.toBeInTheDocument();
    expect(within(passed).getByRole('link', { name: '查看答卷：已通过的复训考试' })).toBeInTheDocument();

    expect(within(card('下月的考试')).getByText('未开始')).toBeInTheDocument();
    expect(within(card('下月的考试')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card('错过的考试')).getByText('已错过')).toBeInTheDocument();
    expect(within(card('错过的考试')).queryByRole('link')).not.toBeInTheDocument();

    // The ones that can be taken now come first.
    const names = within(screen.getByRole('list', { name: '我的考试' }))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(names.slice(0, 3)).toEqual(['综采一队2026年度安全培训考试', '通风专业考试', '瓦斯检查作业考试']);
  });

  it('says what to expect when no exam is arranged yet', async () => {
    mockApi({ 'GET /api/train/my-exam': { status: 200, data: { content: [] } } });
    renderPage(<MyExamPage />, '/center/my-exam');
    expect(await screen.findByRole('heading', { name: '还没有考试' })).toBeInTheDocument();
    expect(screen.getByText(/企业为您安排考试并发布后/)).toBeInTheDocument();
  });

  it('tells an account without a staff record what to do', async () => {
    mockApi({
      'GET /api/train/my-exam': {
        status: 403,
        data: { status: 403, message: '您的账号尚未关联企业员工档案', timestamp: 0 },
      },
    });
    renderPage(<MyExamPage />, '/center/my-exam');
    expect(await screen.findByRole('heading', { name: NOT_LINKED_TITLE })).toBeInTheDocument();
  });

  it('shows that it is loading', () => {
    mockApi({ 'GET /api/train/my-exam': () => ({ status: 200, data: { content: [] } }) });
    renderPage(<MyExamPage />, '/center/my-exam');
    expect(screen.getByRole('status', { name: '我的考试加载中' })).toBeInTheDocument();
  });
});
