import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { LOCKED_NOTICE, SCORE_RANGE } from '../components/score-form';
import { bodyOf, calls, expertTask, myScore, ok, page } from '../testing/assess-fixtures';
import { ScorePage } from './score-page';

afterEach(() => useUserStore.setState({ roles: [], user: null }));

describe('考核评分', { timeout: 60_000 }, () => {
  it('shows the software and sends one score per criterion, refusing a score above 100', async () => {
    // An expert: an individual account without any 考核管理 permission.
    useUserStore.setState({ roles: ['ROLE_SYSTEM_DEFAULT'] });
    const adapter = mockApi({
      'GET /api/assess/mine': page([expertTask(1)]),
      'GET /api/assess/1/score': ok(myScore(1)),
      'PUT /api/assess/1/score': ok(myScore(1, { scores: [], total: 80 })),
    });
    const { user } = renderPage(<ScorePage />, '/assess/score');

    const description = await screen.findByRole('region', { name: '软件详细介绍' });
    expect(within(description).getByText('三维').tagName).toBe('STRONG');
    const first = screen.getByRole('spinbutton', { name: '功能完整性（权重 60%）' });
    const second = screen.getByRole('spinbutton', { name: '易用性（权重 40%）' });
    await user.type(first, '120');
    await user.type(second, '70');
    await user.type(screen.getByRole('textbox', { name: '评语' }), '界面清晰');
    await user.click(screen.getByRole('button', { name: '提交评分' }));
    expect(await screen.findByText(SCORE_RANGE)).toBeInTheDocument();
    expect(calls(adapter, 'put', '/api/assess/1/score')).toHaveLength(0);

    await user.clear(first);
    await user.type(first, '85');
    await user.click(screen.getByRole('button', { name: '提交评分' }));
    await waitFor(() => expect(calls(adapter, 'put', '/api/assess/1/score')).toHaveLength(1));
    expect(bodyOf(calls(adapter, 'put', '/api/assess/1/score')[0])).toEqual({
      scores: [
        { criterion: '功能完整性', score: 85 },
        { criterion: '易用性', score: 70 },
      ],
      comment: '界面清晰',
    });
  });

  it('shows a decided assessment read-only with a notice', async () => {
    useUserStore.setState({ roles: ['ROLE_SYSTEM_DEFAULT'] });
    mockApi({
      'GET /api/assess/mine': page([expertTask(1, { status: 'passed', scored: true })]),
      'GET /api/assess/1/score': ok(
        myScore(1, {
          locked: true,
          scores: [
            { criterion: '功能完整性', score: 90 },
            { criterion: '易用性', score: 80 },
          ],
          total: 86,
          comment: '很好',
        }),
      ),
    });
    renderPage(<ScorePage />, '/assess/score?id=1');

    expect(await screen.findByText(LOCKED_NOTICE)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: '功能完整性（权重 60%）' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: '功能完整性（权重 60%）' })).toHaveValue('90.0');
    expect(screen.queryByRole('button', { name: '提交评分' })).not.toBeInTheDocument();
  });

  it('says so when the account has nothing to score', async () => {
    useUserStore.setState({ roles: ['ROLE_SYSTEM_DEFAULT'] });
    mockApi({ 'GET /api/assess/mine': page([]) });
    renderPage(<ScorePage />, '/assess/score');
    expect(await screen.findByRole('heading', { name: '暂无评审任务' })).toBeInTheDocument();
  });
});
