import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { bank, page } from '../testing/exam-fixtures';
import { paper } from '../testing/paper-fixtures';
import { TrainPaperPage } from './paper-list-page';

const bodies = (adapter: { mock: { calls: [InternalAxiosRequestConfig][] } }, method: string, url: string) =>
  adapter.mock.calls
    .map(([c]) => c)
    .filter((c) => c.method === method && c.url === url)
    .map((c) => JSON.parse(String(c.data)) as Record<string, unknown>);

async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

const RANDOM = paper(1, '煤矿安全培训考试', { inUse: true });
const FIXED = paper(2, '综采岗位考试', { mode: 'fixed', rules: [], questionCount: 20 });

const routes = {
  'GET /api/train/paper': page([RANDOM, FIXED]),
  'GET /api/train/bank': page([bank(11, '通风安全题库', { questionCount: 300 })]),
} as const;

afterEach(() => vi.restoreAllMocks());

describe('试卷', { timeout: 60_000 }, () => {
  it('lists papers; one in use is previewed and deleted but not edited; filters go to the URL', async () => {
    mockApi({
      ...routes,
      'GET /api/train/paper/1/preview': {
        status: 200,
        data: {
          totalScore: 100,
          questions: [
            {
              id: 9,
              type: 'judge',
              stem: '矿井必须采用机械通风。',
              picture: null,
              options: [],
              score: 1,
              answer: true,
              analysis: '《煤矿安全规程》第一百五十八条。',
            },
          ],
        },
      },
    });
    const { router, user } = renderPage(<TrainPaperPage />, '/train/paper');
    const table = await screen.findByRole('table', { name: '试卷' });
    const inUse = (await within(table).findByText(RANDOM.name)).closest('tr')!;
    expect(within(inUse).getByText('使用中')).toBeInTheDocument();
    expect(within(inUse).getByText('随机组卷')).toBeInTheDocument();
    expect(within(inUse).queryByRole('button', { name: `编辑 ${RANDOM.name}` })).not.toBeInTheDocument();
    const fixed = within(table).getByText(FIXED.name).closest('tr')!;
    expect(within(fixed).getByRole('button', { name: `编辑 ${FIXED.name}` })).toBeInTheDocument();
    // The author's preview carries the key; a random paper can be drawn again.
    await user.click(within(inUse).getByRole('button', { name: `预览 ${RANDOM.name}` }));
    const drawn = await screen.findByRole('list', { name: '预览试题' });
    expect(drawn).toHaveTextContent('矿井必须采用机械通风。（1 分）');
    expect(drawn).toHaveTextContent('答案：正确');
    expect(screen.getByRole('button', { name: '重新抽题' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '关闭' }).at(-1)!);
    await user.type(screen.getByRole('textbox', { name: '试卷名称' }), '综采{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('blurry='));
  });

  it('starts a new paper from the regulation preset, shows the difference, and sends the rules', async () => {
    const adapter = mockApi({
      ...routes,
      'POST /api/train/paper': { status: 201, data: paper(3, '煤矿安全培训考试') },
    });
    const { user } = renderPage(<TrainPaperPage />, '/train/paper');
    await user.click((await screen.findAllByRole('button', { name: /新增试卷/ }))[0]!);
    const dialog = await dialogTitled('新增试卷');
    expect(within(dialog).getByRole('textbox', { name: '试卷名称' })).toHaveValue('煤矿安全培训考试');
    expect(within(dialog).getByRole('spinbutton', { name: '考试时长' })).toHaveValue('90');
    // 40 × 1.5 + 10 × 2 + 20 × 1 = 100: the preset adds up.
    expect(within(dialog).getByRole('status', { name: '分值合计' })).toHaveTextContent(
      '题目分值合计 100 分，总分 100 分',
    );
    const rules = within(dialog).getAllByRole('group', { name: /第\d条规则/ });
    expect(rules).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: '删除第3条规则' }));
    expect(within(dialog).getByRole('status', { name: '分值合计' })).toHaveTextContent('相差 20 分');
    await user.click(within(dialog).getByRole('button', { name: '删除第2条规则' }));
    const count = within(within(dialog).getByRole('group', { name: '第1条规则' })).getByRole('spinbutton', {
      name: '题数',
    });
    await user.clear(count);
    await user.type(count, '50');
    const each = within(within(dialog).getByRole('group', { name: '第1条规则' })).getByRole('spinbutton', {
      name: '每题分值',
    });
    await user.clear(each);
    await user.type(each, '2');
    expect(within(dialog).getByRole('status', { name: '分值合计' })).toHaveTextContent(
      '题目分值合计 100 分，总分 100 分',
    );
    // The bank is the author's to choose: without it nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请选择题库')).toBeInTheDocument();
    expect(bodies(adapter, 'post', '/api/train/paper')).toHaveLength(0);
    await user.click(
      within(within(dialog).getByRole('group', { name: '第1条规则' })).getByRole('combobox', {
        name: '题库',
      }),
    );
    await user.click(await screen.findByText('通风安全题库（300 题）'));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies(adapter, 'post', '/api/train/paper')).toHaveLength(1));
    expect(bodies(adapter, 'post', '/api/train/paper')[0]).toMatchObject({
      name: '煤矿安全培训考试',
      mode: 'random',
      totalScore: 100,
      passScore: 80,
      durationMinutes: 90,
      items: [],
      rules: [{ bankId: 11, type: 'single', level: null, chapter: null, count: 50, scoreEach: 2 }],
    });
  });

  it('shows the server’s refusal naming the rule above the form', async () => {
    const message =
      '第1条规则（单选题）需要 400 道题，题库「通风安全题库」中符合条件的只有 300 道：请减少题数或放宽条件';
    mockApi({
      ...routes,
      'GET /api/train/paper/2': { status: 200, data: { ...paper(2, '随机卷'), items: [] } },
      'PUT /api/train/paper': {
        status: 400,
        data: { status: 400, message, timestamp: 0, fieldErrors: { rules: [message] } },
      },
    });
    const { user } = renderPage(<TrainPaperPage />, '/train/paper');
    await user.click(await screen.findByRole('button', { name: `编辑 ${FIXED.name}` }));
    const dialog = await dialogTitled('编辑试卷');
    await within(dialog).findByRole('group', { name: '第1条规则' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });
});
