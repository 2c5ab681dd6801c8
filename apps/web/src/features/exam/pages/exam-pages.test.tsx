import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { signInAsEnterprise } from '../../../testing/enterprise-session';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { bank, CATEGORY_DICT, page, question } from '../testing/exam-fixtures';
import { ExamBankAdminPage, TrainBankPage, TrainQuestionPage } from './exam-pages';

const calls = (adapter: { mock: { calls: [InternalAxiosRequestConfig][] } }, method: string, url: string) =>
  adapter.mock.calls.map(([c]) => c).filter((c) => c.method === method && c.url === url);

afterEach(() => useUserStore.setState({ roles: [], user: null }));

describe('题库', { timeout: 30_000 }, () => {
  it('lists the enterprise’s own banks, switches to the platform’s, and copies one', async () => {
    signInAsEnterprise();
    const adapter = mockApi({
      'GET /api/dictDetail': CATEGORY_DICT,
      'GET /api/train/bank': (config) =>
        config.params.source === 'platform'
          ? page([bank(9, '煤矿安全生产通用知识题库', { source: 'platform', questionCount: 210 })])
          : page([bank(1, '综采工作面岗位题库', { questionCount: 36 })]),
      'POST /api/train/bank/9/copy': {
        status: 201,
        data: bank(10, '煤矿安全生产通用知识题库', { questionCount: 210 }),
      },
    });
    const { router, user } = renderPage(<TrainBankPage />, '/train/bank');

    const table = await screen.findByRole('table', { name: '题库' });
    const own = (await within(table).findByRole('link', { name: '综采工作面岗位题库' })).closest('tr')!;
    expect(within(own).getByText('井下作业人员')).toBeInTheDocument();
    expect(within(own).getByText('本企业')).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: '编辑 综采工作面岗位题库' })).toBeInTheDocument();
    expect(within(own).getByRole('link', { name: '综采工作面岗位题库' })).toHaveAttribute(
      'href',
      '/train/question?id=1',
    );

    await user.click(screen.getByText('平台题库'));
    await waitFor(() => expect(router.state.location.search).toBe('?source=platform'));
    const platform = (await screen.findByRole('link', { name: '煤矿安全生产通用知识题库' })).closest('tr')!;
    // The platform's bank is read-only here: no edit, no delete, no 新增题库.
    expect(within(platform).queryByRole('button', { name: /编辑/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增题库' })).not.toBeInTheDocument();
    await user.click(
      within(platform).getByRole('button', { name: '复制 煤矿安全生产通用知识题库 到本企业' }),
    );
    await waitFor(() => expect(calls(adapter, 'post', '/api/train/bank/9/copy')).toHaveLength(1));
    expect(
      await screen.findByText('已复制为本企业题库“煤矿安全生产通用知识题库”（210 道试题）'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('adds a multiple-choice question with its answers, and refuses one with a single answer', async () => {
    signInAsEnterprise();
    const adapter = mockApi({
      'GET /api/dictDetail': CATEGORY_DICT,
      'GET /api/train/bank/1': { status: 200, data: bank(1, '综采工作面岗位题库') },
      'GET /api/train/question': page([question(5, '采掘工作面进风流中，氧气浓度不得低于（  ）。')]),
      'POST /api/train/question': { status: 201, data: question(6, '新题') },
    });
    const { user } = renderPage(<TrainQuestionPage />, '/train/question?id=1');

    const table = await screen.findByRole('table', { name: '试题' });
    const row = (await within(table).findByText(/氧气浓度不得低于/)).closest('tr')!;
    expect(within(row).getByText('单选题')).toBeInTheDocument();
    expect(within(row).getByText('B')).toBeInTheDocument();
    expect(calls(adapter, 'get', '/api/train/question')[0]?.params).toMatchObject({ bankId: 1 });

    await user.click(screen.getByRole('button', { name: '新增试题' }));
    const dialog = (
      await screen.findByText('新增试题', { selector: '.ant-modal-title' })
    ).closest<HTMLElement>('[role="dialog"]')!;
    await user.click(within(dialog).getByText('多选题'));
    await user.type(
      within(dialog).getByRole('textbox', { name: '题干' }),
      '下列属于“一通三防”内容的有（  ）。',
    );
    for (const [key, text] of [
      ['A', '通风'],
      ['B', '防瓦斯'],
      ['C', '防煤尘'],
      ['D', '防灭火'],
    ])
      await user.type(within(dialog).getByRole('textbox', { name: `选项${key}` }), text!);
    await user.click(within(dialog).getByRole('checkbox', { name: 'B' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('多选题至少有两个正确答案')).toBeInTheDocument();
    expect(calls(adapter, 'post', '/api/train/question')).toHaveLength(0);

    for (const key of ['C', 'D', 'A']) await user.click(within(dialog).getByRole('checkbox', { name: key }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls(adapter, 'post', '/api/train/question')).toHaveLength(1));
    expect(JSON.parse(calls(adapter, 'post', '/api/train/question')[0]!.data as string)).toMatchObject({
      bankId: 1,
      type: 'multiple',
      stem: '下列属于“一通三防”内容的有（  ）。',
      options: [
        { key: 'A', text: '通风' },
        { key: 'B', text: '防瓦斯' },
        { key: 'C', text: '防煤尘' },
        { key: 'D', text: '防灭火' },
      ],
      level: '掌握',
      difficulty: 3,
    });
    const sent = JSON.parse(calls(adapter, 'post', '/api/train/question')[0]!.data as string) as {
      answer: string[];
    };
    expect([...sent.answer].sort()).toEqual(['A', 'B', 'C', 'D']);
  });

  it('shows a platform bank’s questions read-only to an enterprise, and says when the bank is gone', async () => {
    signInAsEnterprise();
    mockApi({
      'GET /api/dictDetail': CATEGORY_DICT,
      'GET /api/train/bank/9': { status: 200, data: bank(9, '平台题库甲', { source: 'platform' }) },
      'GET /api/train/question': page([
        question(5, '入井人员必须随身携带自救器。', { type: 'judge', options: [], answer: true }),
      ]),
    });
    renderPage(<TrainQuestionPage />, '/train/question?id=9');
    const row = (await screen.findByText('入井人员必须随身携带自救器。')).closest('tr')!;
    expect(within(row).getByText('正确')).toBeInTheDocument();
    expect(screen.getByText('平台题库（只读）')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增试题' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导入' })).not.toBeInTheDocument();
  });

  it('says so when the bank of the address does not exist', async () => {
    signInAsEnterprise();
    mockApi({ 'GET /api/dictDetail': CATEGORY_DICT });
    renderPage(<TrainQuestionPage />, '/train/question?id=404');
    expect(await screen.findByText('没有找到这个题库')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /返回题库列表/ })).toHaveAttribute('href', '/train/bank');
  });

  it('lists the platform’s banks in the back office, with 新增题库', async () => {
    mockApi({
      'GET /api/dictDetail': CATEGORY_DICT,
      'GET /api/exam/bank': page([bank(9, '煤矿安全生产通用知识题库', { source: 'platform' })]),
    });
    renderPage(<ExamBankAdminPage />, '/platform/exam-bank');
    const link = await screen.findByRole('link', { name: '煤矿安全生产通用知识题库' });
    expect(link).toHaveAttribute('href', '/examQuestion?id=9');
    expect(screen.getByRole('button', { name: '新增题库' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '编辑 煤矿安全生产通用知识题库' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '平台题库' })).not.toBeInTheDocument();
  });
});
