import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { page } from '../testing/exam-fixtures';
import { exam, paper } from '../testing/paper-fixtures';
import { TrainExamPage } from './exam-list-page';

const requests = (
  adapter: { mock: { calls: [InternalAxiosRequestConfig][] } },
  method: string,
  url: string,
) => adapter.mock.calls.map(([c]) => c).filter((c) => c.method === method && c.url === url);

async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

const DRAFT = exam(1, '综采一队年度考试');
const PUBLISHED = exam(2, '通风科考试', { status: 'published', takenCount: 10, passedCount: 8 });

const routes = {
  'GET /api/train/exam': page([DRAFT, PUBLISHED]),
  'GET /api/train/paper': page([paper(1, '煤矿安全培训考试')]),
  'GET /api/train/plan': page([]),
  'GET /api/center/dept': { status: 200, data: [] },
  'GET /api/center/job': page([]),
  'GET /api/center/worker': page([]),
} as const;

afterEach(() => vi.restoreAllMocks());

describe('考试', { timeout: 60_000 }, () => {
  it('lists exams; drafts are edited and published, published ones open their results', async () => {
    const adapter = mockApi({
      ...routes,
      'PUT /api/train/exam/1/publish': { status: 200, data: { ...DRAFT, status: 'published' } },
    });
    const { user } = renderPage(<TrainExamPage />, '/train/exam');
    const table = await screen.findByRole('table', { name: '考试' });
    const published = (await within(table).findByText(PUBLISHED.name)).closest('tr')!;
    expect(within(published).getByText('8/10/12')).toBeInTheDocument();
    expect(within(published).getByRole('link', { name: `成绩 ${PUBLISHED.name}` })).toHaveAttribute(
      'href',
      '/train/exam/results?id=2',
    );
    expect(within(published).queryByRole('button', { name: /编辑|发布|删除/ })).not.toBeInTheDocument();
    const draft = within(table).getByText(DRAFT.name).closest('tr')!;
    await user.click(within(draft).getByRole('button', { name: `发布 ${DRAFT.name}` }));
    expect(await screen.findByText(/发布后考生名单冻结/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(requests(adapter, 'put', '/api/train/exam/1/publish')).toHaveLength(1));
  });

  it('arranges an exam with the preset attempts and switches, and sends the chosen paper', async () => {
    const adapter = mockApi({ ...routes, 'POST /api/train/exam': { status: 201, data: exam(3, '新考试') } });
    const { user } = renderPage(<TrainExamPage />, '/train/exam');
    await user.click((await screen.findAllByRole('button', { name: /新增考试/ }))[0]!);
    const dialog = await dialogTitled('新增考试');
    expect(within(dialog).getByRole('spinbutton', { name: /^考试次数/ })).toHaveValue('2');
    expect(within(dialog).getByRole('spinbutton', { name: /^允许切屏次数/ })).toHaveValue('5');
    await user.type(within(dialog).getByRole('textbox', { name: '考试名称' }), '掘进队考试');
    await user.click(within(dialog).getByRole('combobox', { name: '试卷' }));
    await user.click(await screen.findByText('煤矿安全培训考试（100分，90分钟，80分合格）'));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requests(adapter, 'post', '/api/train/exam')).toHaveLength(1));
    expect(JSON.parse(String(requests(adapter, 'post', '/api/train/exam')[0]!.data))).toMatchObject({
      name: '掘进队考试',
      paperId: 1,
      planId: null,
      attempts: 2,
      maxSwitches: 5,
      deptIds: [],
      jobIds: [],
      workerIds: [],
    });
  });
});
