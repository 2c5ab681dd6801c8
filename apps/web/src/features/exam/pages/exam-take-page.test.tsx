import { ATTEMPT_ELSEWHERE, ATTEMPT_OVER } from '@coalsim/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';

import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { attemptStart, outcome, review } from '../testing/attempt-fixtures';
import { ExamTakePage } from './exam-take-page';

const URL = '/train/exam/take?id=5';
const START = 'POST /api/train/my-exam/5/start';
const SAVE = 'PUT /api/train/attempt/77/answers';
const SUBMIT = 'POST /api/train/attempt/77/submit';
const slow = { timeout: 5_000 };

const calls = (adapter: { mock: { calls: [InternalAxiosRequestConfig][] } }, method: string, url: string) =>
  adapter.mock.calls.map(([c]) => c).filter((c) => c.method === method && c.url === url);
const bodyOf = (config: InternalAxiosRequestConfig) => JSON.parse(config.data as string) as unknown;
const conflict = (message: string) => ({ status: 409, data: { status: 409, message, timestamp: 0 } });
const saved = { status: 200, data: { savedAt: '2026-06-01T06:03:27.000Z' } };
const navButton = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: '答题卡' })).getByRole('button', { name });

describe('在线考试', { timeout: 30_000 }, () => {
  it('shows the questions with nothing chosen, and the countdown by the server’s clock', async () => {
    // The device's clock is an hour fast: the countdown must still show the paper's 90 minutes.
    const serverTime = Date.now() - 3_600_000;
    mockApi({
      [START]: { status: 200, data: attemptStart({ serverTime, deadline: serverTime + 90 * 60_000 }) },
    });
    renderPage(<ExamTakePage />, URL);

    const question = await screen.findByRole('group', { name: /采掘工作面进风流中/ });
    expect(within(question).getByText(/第1题 · 单选题 · 40分/)).toBeInTheDocument();
    const options = within(question).getAllByRole('radio');
    expect(options.map((o) => o.closest('label')?.textContent)).toEqual(['A. 20%', 'B. 18%', 'C. 16%']);
    for (const o of options) expect(o).not.toBeChecked();
    expect(screen.getByRole('timer', { name: /^剩余时间 1小时(29|30)分$/ })).toHaveTextContent(
      /^01:(29:5\d|30:00)$/,
    );
    expect(screen.getByText('已答 0/3 题')).toBeInTheDocument();
    for (const n of [1, 2, 3]) expect(navButton(new RegExp(`^第${n}题 未答$`))).toBeInTheDocument();
    expect(navButton(/^第1题/)).toHaveAttribute('aria-current', 'step');

    // 多选题 as checkboxes, 判断题 as 正确 / 错误.
    fireEvent.click(navButton(/^第2题/));
    expect(await screen.findByRole('group', { name: /瓦斯爆炸的必要条件/ })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: '下一题' }));
    const judge = await screen.findByRole('group', { name: /铜丝代替保险丝/ });
    expect(
      within(judge)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['正确', '错误']);
  });

  it('marks answered questions, saves as the trainee answers and shows when, and resumes saved answers', async () => {
    const adapter = mockApi({
      [START]: { status: 200, data: attemptStart({ answers: { 103: false } }) },
      [SAVE]: saved,
    });
    const { user } = renderPage(<ExamTakePage />, URL);
    await screen.findByRole('group', { name: /采掘工作面进风流中/ });
    expect(navButton(/^第3题/)).toHaveAccessibleName('第3题 已答');

    // Shown as A, saved by its bank key.
    await user.click(screen.getByRole('radio', { name: 'A. 20%' }));
    expect(navButton(/^第1题/)).toHaveAccessibleName('第1题 已答');
    expect(await screen.findByText(/已保存 \d\d:\d\d:\d\d/, {}, slow)).toBeInTheDocument();
    expect(calls(adapter, 'put', '/api/train/attempt/77/answers').map(bodyOf)).toEqual([
      { answers: { 101: 'B' } },
    ]);

    await user.click(screen.getByRole('button', { name: '标记本题，稍后检查' }));
    expect(navButton(/^第1题/)).toHaveAccessibleName('第1题 已答 已标记');
    expect(screen.getByRole('button', { name: '取消标记' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps an answer whose save failed and saves it again', async () => {
    let saves = 0;
    const adapter = mockApi({
      [START]: { status: 200, data: attemptStart() },
      [SAVE]: () => {
        saves += 1;
        return saves === 1
          ? { status: 503, data: { status: 503, message: '服务暂不可用', timestamp: 0 } }
          : saved;
      },
    });
    const { user } = renderPage(<ExamTakePage />, URL);
    await user.click(await screen.findByRole('radio', { name: 'A. 20%' }));
    expect(await screen.findByText('保存失败，正在重试', {}, slow)).toBeInTheDocument();
    expect(await screen.findByText(/已保存 \d\d:\d\d:\d\d/, {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(calls(adapter, 'put', '/api/train/attempt/77/answers').map(bodyOf)).toEqual([
      { answers: { 101: 'B' } },
      { answers: { 101: 'B' } },
    ]);
  });

  it('names the unanswered questions before handing in, then shows the score and the 补考 left', async () => {
    const adapter = mockApi({
      [START]: { status: 200, data: attemptStart() },
      [SAVE]: saved,
      [SUBMIT]: { status: 200, data: outcome({ score: 40, passed: false }) },
      'GET /api/train/attempt/77': { status: 200, data: review() },
    });
    const { user } = renderPage(<ExamTakePage />, URL);
    await user.click(await screen.findByRole('radio', { name: 'A. 20%' }));
    await user.click(screen.getByRole('button', { name: '交卷' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('还有 2 道题未作答，确定交卷吗？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '交卷' }));

    expect(await screen.findByRole('heading', { name: /考试成绩/ }, slow)).toHaveTextContent('不合格');
    expect(screen.getByLabelText('得分 40 分')).toBeInTheDocument();
    // What was answered last is saved before the hand-in.
    expect(calls(adapter, 'put', '/api/train/attempt/77/answers')).toHaveLength(1);
    expect(calls(adapter, 'post', '/api/train/attempt/77/submit')).toHaveLength(1);
    expect(screen.getByText(/您还有 1 次补考机会/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '参加补考' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回我的考试' })).toHaveAttribute('href', '/center/my-exam');

    await user.click(screen.getByRole('button', { name: '查看答卷' }));
    const sheet = await screen.findByRole('list', { name: '答卷' });
    const first = within(sheet)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('第1题'))!;
    expect(within(first).getByText('答对')).toBeInTheDocument();
    // In the letters the trainee saw (the bank's B was shown first, as A).
    expect(within(first).getByText('我的答案').nextElementSibling).toHaveTextContent('A');
    const second = within(sheet)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('第2题'))!;
    expect(within(second).getByText('正确答案').nextElementSibling).toHaveTextContent('A、B、C');
    expect(within(second).getByText('答错')).toBeInTheDocument();
    expect(within(first).getByText('《煤矿安全规程》规定不得低于20%。')).toBeInTheDocument();
  });

  it('stops and says so when the attempt is continued on another device, and resumes here on request', async () => {
    let starts = 0;
    const adapter = mockApi({
      [START]: () => {
        starts += 1;
        return { status: 200, data: attemptStart({ serverTime: Date.now() }) };
      },
      [SAVE]: conflict(ATTEMPT_ELSEWHERE),
    });
    const { user } = renderPage(<ExamTakePage />, URL);
    await user.click(await screen.findByRole('radio', { name: 'B. 18%' }));
    expect(await screen.findByRole('heading', { name: '已在其他设备继续作答' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '答题卡' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '在本设备继续作答' }));
    expect(await screen.findByRole('navigation', { name: '答题卡' })).toBeInTheDocument();
    expect(starts).toBe(2);
    expect(calls(adapter, 'put', '/api/train/attempt/77/answers')).toHaveLength(1);
  });

  it('shows the result when the server has ended the attempt (考试已结束)', async () => {
    mockApi({
      [START]: { status: 200, data: attemptStart() },
      [SAVE]: conflict(ATTEMPT_OVER),
      [SUBMIT]: { status: 200, data: outcome({ score: 85, passed: true, reason: 'deadline' }) },
    });
    const { user } = renderPage(<ExamTakePage />, URL);
    await user.click(await screen.findByRole('radio', { name: 'B. 18%' }));
    expect(await screen.findByRole('heading', { name: /考试成绩/ }, slow)).toHaveTextContent('合格');
    expect(screen.getByText(/到时自动交卷/)).toBeInTheDocument();
    expect(screen.getByText('恭喜，您已通过本场考试。')).toBeInTheDocument();
  });

  it('hands in by itself when the countdown reaches zero', async () => {
    const serverTime = Date.now();
    const adapter = mockApi({
      [START]: { status: 200, data: attemptStart({ serverTime, deadline: serverTime + 1_200 }) },
      [SUBMIT]: { status: 200, data: outcome({ reason: 'deadline' }) },
    });
    const { user } = renderPage(<ExamTakePage />, URL);
    // A confirmation left open when the time is up goes away with the questions.
    await user.click(await screen.findByRole('button', { name: '交卷' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /考试成绩/ }, slow)).toBeInTheDocument();
    expect(calls(adapter, 'post', '/api/train/attempt/77/submit')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('counts leaving the page once per switch and shows the switches left', async () => {
    const adapter = mockApi({
      [START]: { status: 200, data: attemptStart() },
      'POST /api/train/attempt/77/events': {
        status: 200,
        data: { switches: 1, maxSwitches: 5, outcome: null },
      },
    });
    renderPage(<ExamTakePage />, URL);
    expect(
      await screen.findByText('离开考试页面（切换应用或标签页）超过 5 次将自动交卷。'),
    ).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('blur'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '已离开考试页面 1 次，还可离开 4 次，超过将自动交卷。',
    );
    await waitFor(() => expect(calls(adapter, 'post', '/api/train/attempt/77/events')).toHaveLength(1));
    expect(bodyOf(calls(adapter, 'post', '/api/train/attempt/77/events')[0]!)).toEqual({ kind: 'blur' });
  });

  it('says why the exam cannot be entered', async () => {
    mockApi({ [START]: conflict('考试次数已用完（共 2 次）') });
    renderPage(<ExamTakePage />, URL);
    expect(await screen.findByRole('heading', { name: '无法进入考试' })).toBeInTheDocument();
    expect(screen.getByText('考试次数已用完（共 2 次）')).toBeInTheDocument();
  });
});
