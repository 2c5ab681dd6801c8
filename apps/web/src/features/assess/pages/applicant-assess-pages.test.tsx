import type { ApplicantAssess, ApplicantAssessDetail } from '@coalsim/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { signInAsEnterprise } from '../../../testing/enterprise-session';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { ApplicantAssessDetailPage } from './applicant-assess-detail-page';
import { ApplicantAssessListPage } from './applicant-assess-list-page';

const local = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);

const ASSESSING: ApplicantAssess = {
  id: 9,
  title: '综采仿真接入考核',
  status: 'assessing',
  accessId: 4,
  soft: { id: 101, name: '综采工作面仿真', version: '1.2.0' },
  teamName: '采煤专家组',
  room: {
    name: '第一考核室',
    startTime: local(10, 9).getTime(),
    endTime: local(10, 11, 30).getTime(),
    place: '煤炭大厦 301',
    onlineLink: null,
  },
  passScore: 60,
  scoredCount: 2,
  expertCount: 3,
  total: 82.25,
  comment: null,
  decidedAt: null,
  createTime: local(5, 9).toISOString(),
};

const PASSED: ApplicantAssess = {
  ...ASSESSING,
  id: 10,
  title: '通风仿真接入考核',
  status: 'passed',
  soft: { id: 102, name: '井下通风仿真', version: '2.0.0' },
  room: { ...ASSESSING.room, place: null, onlineLink: 'https://meet.example.com/abc' },
  scoredCount: 3,
  total: 88,
  comment: '功能完整，同意接入',
  decidedAt: local(12, 15).toISOString(),
};

/** What the server sends, plus fields a careless server might leak: the page must not show them. */
const DETAIL = {
  ...PASSED,
  criteria: [
    { name: '功能完整性', weight: 60, average: 90.5 },
    { name: '操作体验', weight: 40, average: 84.75 },
  ],
  comments: ['画面流畅，操作符合规程', '建议补充故障处置场景'],
  experts: [{ memberName: '王建国', phone: '13912345678', organisation: '中国矿业大学' }],
} satisfies ApplicantAssessDetail & { experts: unknown[] };

const calls = (adapter: { mock: { calls: [InternalAxiosRequestConfig][] } }, url: string) =>
  adapter.mock.calls.map(([c]) => c).filter((c) => c.method === 'get' && c.url === url);

const signIn = signInAsEnterprise;

/** A row by its assessment's title; role queries stay inside it (slow over a whole page in jsdom). */
async function rowOf(title: string): Promise<HTMLElement> {
  return (await screen.findByText(title)).closest('tr')!;
}

afterEach(() => {
  useUserStore.setState({ roles: [], user: null });
});

describe('我的考核', { timeout: 30_000 }, () => {
  it('lists progress, room and time, total and decision, with the status filter of the URL', async () => {
    signIn();
    const adapter = mockApi({
      'GET /api/center/assess': { status: 200, data: { content: [ASSESSING, PASSED], totalElements: 2 } },
    });
    renderPage(<ApplicantAssessListPage />, '/center/my-assess?status=assessing');

    const assessing = await rowOf('综采仿真接入考核');
    expect(within(assessing).getByText('2/3 位已评分')).toBeInTheDocument();
    expect(within(assessing).getByText('第一考核室')).toBeInTheDocument();
    expect(within(assessing).getByText('煤炭大厦 301')).toBeInTheDocument();
    expect(within(assessing).getByText('2026-11-10 09:00 – 11:30')).toBeInTheDocument();
    expect(within(assessing).getByText('82.3')).toBeInTheDocument();
    expect(within(assessing).getByText('考核中')).toBeInTheDocument();

    const passed = await rowOf('通风仿真接入考核');
    expect(within(passed).getByText('已通过')).toBeInTheDocument();
    expect(within(passed).getByText('功能完整，同意接入')).toBeInTheDocument();
    expect(within(passed).getByText('线上会议')).toHaveAttribute('href', 'https://meet.example.com/abc');
    expect(within(passed).getByLabelText('查看详情 通风仿真接入考核')).toHaveAttribute(
      'href',
      '/center/my-assess-detail?id=10',
    );
    expect(calls(adapter, '/api/center/assess')[0]?.params).toEqual({
      page: 0,
      size: 10,
      status: 'assessing',
    });
  });

  it('sends an expert who opens it to 考核评分', async () => {
    signIn({ role: 1, enterprise: null });
    mockApi({});
    renderPage(<ApplicantAssessListPage />, '/center/my-assess');
    const gate = (await screen.findByText('我的考核仅面向企业用户')).closest('section')!;
    expect(within(gate).getByRole('link', { name: '去考核评分' })).toHaveAttribute('href', '/assess/score');
  });
});

describe('考核详情', { timeout: 30_000 }, () => {
  it('shows the criteria with weights and averages, the comments and the decision, never who scored', async () => {
    signIn();
    mockApi({ 'GET /api/center/assess/10': { status: 200, data: DETAIL } });
    renderPage(<ApplicantAssessDetailPage />, '/center/my-assess-detail?id=10');

    const report = (await screen.findByText('通风仿真接入考核', { selector: 'h2' })).closest('article')!;
    const criteria = within(report).getByRole('table', { name: '各项得分' });
    const first = within(criteria).getByText('功能完整性').closest('tr')!;
    expect(within(first).getByText('60%')).toBeInTheDocument();
    expect(within(first).getByText('90.5')).toBeInTheDocument();
    const second = within(criteria).getByText('操作体验').closest('tr')!;
    expect(within(second).getByText('84.8')).toBeInTheDocument();

    const comments = within(report).getByRole('list', { name: '专家评语' });
    expect(within(comments).getByText('画面流畅，操作符合规程')).toBeInTheDocument();
    expect(within(comments).getByText('建议补充故障处置场景')).toBeInTheDocument();
    expect(within(report).getByText('88.0')).toBeInTheDocument();
    expect(within(report).getByText('通过')).toBeInTheDocument();
    expect(within(report).getByText('功能完整，同意接入')).toBeInTheDocument();
    expect(within(report).getByText('3/3 位专家已评分')).toBeInTheDocument();

    expect(document.body).not.toHaveTextContent('王建国');
    expect(document.body).not.toHaveTextContent('13912345678');
    expect(document.body).not.toHaveTextContent('中国矿业大学');
  });

  it('opened from the menu without an id, shows the list to pick from instead of "not found"', async () => {
    signIn();
    mockApi({ 'GET /api/center/assess': { status: 200, data: { content: [], totalElements: 0 } } });
    const { router } = renderPage(<ApplicantAssessDetailPage />, '/center/my-assess-detail');
    await waitFor(() => expect(router.state.location.pathname).toBe('/center/my-assess'));
    expect(router.state.location.state).toEqual({ pick: true });
    expect(screen.queryByText('没有找到这次考核')).not.toBeInTheDocument();
  });

  it('the list says to pick one when sent there by 考核详情', async () => {
    signIn();
    mockApi({ 'GET /api/center/assess': { status: 200, data: { content: [], totalElements: 0 } } });
    const { router } = renderPage(<ApplicantAssessListPage />, '/center/my-assess');
    await screen.findByRole('table', { name: '我的考核' });
    expect(screen.queryByText('请选择要查看详情的考核')).not.toBeInTheDocument();
    await act(() => router.navigate('/center/my-assess', { state: { pick: true } }));
    expect(await screen.findByText('请选择要查看详情的考核')).toBeInTheDocument();
  });

  it('says so when the assessment is not the enterprise’s', async () => {
    signIn();
    mockApi({
      'GET /api/center/assess/99': {
        status: 404,
        data: { status: 404, message: '考核不存在', timestamp: 0 },
      },
    });
    renderPage(<ApplicantAssessDetailPage />, '/center/my-assess-detail?id=99');
    const missing = (await screen.findByText('没有找到这次考核')).closest('section')!;
    expect(within(missing).getByRole('link', { name: /返回我的考核/ })).toHaveAttribute(
      'href',
      '/center/my-assess',
    );
  });
});
