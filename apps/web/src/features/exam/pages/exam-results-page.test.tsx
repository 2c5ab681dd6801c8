import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { page } from '../testing/exam-fixtures';
import { exam } from '../testing/paper-fixtures';
import { TrainExamResultsPage } from './exam-results-page';

const params = (adapter: { mock: { calls: [InternalAxiosRequestConfig][] } }, url: string) =>
  adapter.mock.calls
    .map(([c]) => c)
    .filter((c) => c.url === url)
    .at(-1)?.params as Record<string, unknown>;

const EXAM = exam(7, '综采一队年度考试', { status: 'published', takenCount: 2, passedCount: 1 });
const attempt = (no: number, score: number, reason: 'trainee' | 'deadline' = 'trainee') => ({
  id: no,
  no,
  startedAt: '2026-12-02T01:00:00.000Z',
  submittedAt: '2026-12-02T02:00:00.000Z',
  score,
  passed: score >= 80,
  reason,
  switches: 0,
});

const routes = {
  'GET /api/train/exam/7': { status: 200, data: EXAM },
  'GET /api/center/dept': { status: 200, data: [] },
  'GET /api/train/exam/7/results': page([
    {
      workerId: 1,
      employeeNo: 'CM0009',
      name: '吴波',
      deptName: '综采一队',
      attemptsUsed: 2,
      bestScore: 89.5,
      passed: true,
      attempts: [attempt(1, 74, 'deadline'), attempt(2, 89.5)],
    },
    {
      workerId: 2,
      employeeNo: 'CM0001',
      name: '李明',
      deptName: '综采一队',
      attemptsUsed: 0,
      bestScore: null,
      passed: false,
      attempts: [],
    },
  ]),
  'GET /api/train/exam/7/analysis': {
    status: 200,
    data: {
      attempts: 3,
      averageScore: 81,
      passRate: 0.667,
      questions: [
        {
          questionId: 5,
          type: 'single',
          stem: '进风流中氧气浓度不低于（ ）。',
          answered: 3,
          correctShare: 0.333,
          discrimination: -0.5,
          flagged: true,
          options: [
            { key: 'A', share: 0.667, correct: false },
            { key: 'B', share: 0.333, correct: true },
          ],
        },
      ],
    },
  },
} as const;

afterEach(() => vi.restoreAllMocks());

describe('考试成绩 and 试题分析', { timeout: 60_000 }, () => {
  it('shows each candidate’s best score and attempts, with the filters in the URL', async () => {
    const adapter = mockApi(routes);
    const { router, user } = renderPage(<TrainExamResultsPage />, '/train/exam/results?id=7&result=passed');
    const table = await screen.findByRole('table', { name: '考试成绩' });
    const wu = (await within(table).findByText('吴波')).closest('tr')!;
    expect(wu).toHaveTextContent('第1次 74分（到时自动交卷）；第2次 89.5分');
    expect(within(wu).getByText('合格')).toBeInTheDocument();
    expect(within(within(table).getByText('李明').closest('tr')!).getByText('缺考')).toBeInTheDocument();
    expect(params(adapter, '/api/train/exam/7/results')).toMatchObject({ result: 'passed', page: 0 });
    await user.type(screen.getByRole('textbox', { name: '姓名或工号' }), '吴{Enter}');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('blurry')).toBe('吴'));
    expect(new URLSearchParams(router.state.location.search).get('id')).toBe('7');
  });

  it('flags a question whose discrimination is negative', async () => {
    mockApi(routes);
    const { user } = renderPage(<TrainExamResultsPage />, '/train/exam/results?id=7');
    await user.click(await screen.findByRole('tab', { name: '试题分析' }));
    const table = await screen.findByRole('table', { name: '试题分析' });
    const row = within(table)
      .getByText(/进风流中氧气浓度/)
      .closest('tr')!;
    expect(row).toHaveTextContent('33.3%');
    expect(row).toHaveTextContent('-0.50');
    expect(within(row).getByText('区分度为负')).toBeInTheDocument();
    expect(screen.getByText(/1 道题区分度为负/)).toBeInTheDocument();
  });
});
