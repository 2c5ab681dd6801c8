import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { SECRET_SHOWN_ONCE } from '../components/access-keys-modal';
import {
  application,
  ASSESSMENT,
  at,
  grantRequest,
  page,
  signInAsEnterprise,
  SOFT_CATEGORIES,
} from '../testing/access-fixtures';
import { AccessPage } from './access-page';

const calls = (adapter: { mock: { calls: [InternalAxiosRequestConfig][] } }, method: string, url: string) =>
  adapter.mock.calls.map(([c]) => c).filter((c) => c.method === method && c.url === url);

// Role queries over the whole page are slow in jsdom (each checks every ancestor's style): find
// by text first, then ask for roles inside the small part found.
async function dialogTitled(title: string): Promise<HTMLElement> {
  const headings = await screen.findAllByText(title, {
    selector: '.ant-modal-title, .ant-modal-confirm-title',
  });
  return headings.at(-1)!.closest<HTMLElement>('[role="dialog"]')!;
}

/** One application's card, by its software's name. */
async function cardOf(name: string): Promise<HTMLElement> {
  return (await screen.findByText(name, { selector: '.ant-card-head-title span' })).closest('li')!;
}

/**
 * A user that skips user-event's pointer-events check: it reads the computed style of every
 * ancestor on each click, seconds per click on this page in jsdom, and nothing here hides a button
 * behind `pointer-events: none`.
 */
const quickUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** One row of the 使用申请 table, by the requesting enterprise. */
async function rowOf(enterprise: string): Promise<HTMLElement> {
  return (await screen.findByText(enterprise)).closest('tr')!;
}

const REJECTED = application(1, '井下通风仿真', {
  status: 'rejected',
  decidedAt: at(11, 12),
  comment: '缺少操作手册',
  assessment: ASSESSMENT,
  timeline: [
    { status: 'draft', at: at(11, 1), note: null },
    { status: 'submitted', at: at(11, 2), note: null },
    { status: 'assessing', at: at(11, 5), note: null },
    { status: 'rejected', at: at(11, 12), note: '缺少操作手册' },
  ],
});
const PASSED = application(2, '综采工作面仿真', {
  status: 'passed',
  decidedAt: at(11, 15),
  assessment: ASSESSMENT,
});
const KEYED = application(3, '提升机仿真', {
  status: 'passed',
  decidedAt: at(11, 15),
  appKey: 'ak_old123',
  keyIssuedAt: at(11, 16),
});

afterEach(() => {
  useUserStore.setState({ roles: [], user: null });
});

describe('软件接入', { timeout: 30_000 }, () => {
  it('shows each application with its timeline, its assessment and the decision', async () => {
    signInAsEnterprise();
    const adapter = mockApi({
      'GET /api/dictDetail': SOFT_CATEGORIES,
      'GET /api/center/access': page([REJECTED, PASSED]),
    });
    renderPage(<AccessPage />, '/my-soft?status=rejected');

    const rejected = await cardOf('井下通风仿真');
    expect(rejected).toHaveAccessibleName('井下通风仿真');
    const steps = within(rejected).getByRole('group', { name: '申请进度' });
    for (const title of ['草稿', '已提交', '考核中', '已驳回']) {
      expect(within(steps).getByText(title)).toBeInTheDocument();
    }
    expect(within(steps).getByText('2026-11-05 09:00')).toBeInTheDocument();
    expect(within(steps).getByText('2026-11-12 09:00')).toBeInTheDocument();
    expect(within(rejected).getByText('采煤专家组')).toBeInTheDocument();
    expect(within(rejected).getByText('第一考核室')).toBeInTheDocument();
    expect(within(rejected).getByText('2026-11-10 09:00 – 11:30')).toBeInTheDocument();
    expect(within(rejected).getByText('北京市朝阳区煤炭大厦 301')).toBeInTheDocument();
    expect(within(rejected).getByText('驳回意见：缺少操作手册')).toBeInTheDocument();
    expect(within(rejected).queryByRole('button', { name: /密钥/ })).not.toBeInTheDocument();

    const passed = await cardOf('综采工作面仿真');
    expect(
      within(passed).getByText('已通过', { selector: '.ant-steps-item-title, .ant-steps-item-title *' }),
    ).toBeInTheDocument();
    expect(within(passed).getByRole('button', { name: /接入密钥/ })).toBeInTheDocument();
    expect(calls(adapter, 'get', '/api/center/access')[0]?.params).toEqual({
      page: 0,
      size: 10,
      status: 'rejected',
    });
  });

  it('issues keys and shows the secret once, until 我已保存', async () => {
    signInAsEnterprise();
    let keyed = false;
    const adapter = mockApi({
      'GET /api/dictDetail': SOFT_CATEGORIES,
      'GET /api/center/access': () =>
        page([keyed ? { ...PASSED, appKey: 'ak_new456', keyIssuedAt: at(11, 20) } : PASSED]),
      'POST /api/center/access/2/keys': () => {
        keyed = true;
        return {
          status: 201,
          data: {
            appKey: 'ak_new456',
            appSecret: 'sk_SECRET789',
            issuedAt: at(11, 20),
            previousKeyValidUntil: null,
          },
        };
      },
    });
    renderPage(<AccessPage />, '/my-soft');
    const user = quickUser();

    await user.click(within(await cardOf('综采工作面仿真')).getByRole('button', { name: /接入密钥/ }));
    const dialog = await dialogTitled('综采工作面仿真 的接入密钥');
    expect(within(dialog).getByText('ak_new456')).toBeInTheDocument();
    expect(within(dialog).getByText('sk_SECRET789')).toBeInTheDocument();
    expect(within(dialog).getByText(SECRET_SHOWN_ONCE)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /复制 AppSecret/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /复制 AppKey/ })).toBeInTheDocument();
    expect(calls(adapter, 'post', '/api/center/access/2/keys')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: '我已保存' }));
    await waitFor(() => expect(screen.queryByText('sk_SECRET789')).not.toBeInTheDocument());
    // The list now shows the key in use (never the secret) and offers a rotation instead.
    const card = await cardOf('综采工作面仿真');
    expect(await within(card).findByText('ak_new456')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /轮换密钥/ })).toBeInTheDocument();
  });

  it('rotates only after a confirmation that the old pair stays valid for 24 hours', async () => {
    signInAsEnterprise();
    const adapter = mockApi({
      'GET /api/dictDetail': SOFT_CATEGORIES,
      'GET /api/center/access': page([KEYED]),
      'POST /api/center/access/3/keys': {
        status: 201,
        data: {
          appKey: 'ak_rotated',
          appSecret: 'sk_rotated',
          issuedAt: at(11, 21),
          previousKeyValidUntil: at(11, 22),
        },
      },
    });
    renderPage(<AccessPage />, '/my-soft');
    const user = quickUser();

    const card = await cardOf('提升机仿真');
    await user.click(within(card).getByRole('button', { name: /轮换密钥/ }));
    const confirm = await dialogTitled('轮换接入密钥');
    expect(confirm).toHaveTextContent('原密钥（ak_old123）在之后 24 小时内仍然有效');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(calls(adapter, 'post', '/api/center/access/3/keys')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: /轮换密钥/ }));
    await user.click(within(await dialogTitled('轮换接入密钥')).getByRole('button', { name: '轮换' }));
    const dialog = await dialogTitled('提升机仿真 的接入密钥');
    expect(within(dialog).getByText('sk_rotated')).toBeInTheDocument();
    expect(within(dialog).getByText(/原密钥在 2026-11-22 09:00 前仍然有效/)).toBeInTheDocument();
    expect(calls(adapter, 'post', '/api/center/access/3/keys')).toHaveLength(1);
  });

  it('points to 应用管理 when there is no application yet', async () => {
    signInAsEnterprise();
    mockApi({ 'GET /api/dictDetail': SOFT_CATEGORIES, 'GET /api/center/access': page([]) });
    renderPage(<AccessPage />, '/my-soft');
    const empty = (await screen.findByText('还没有接入申请')).closest('section')!;
    expect(within(empty).getByRole('heading', { name: '还没有接入申请' })).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: '去应用管理' })).toHaveAttribute('href', '/center/soft');
  });
});

describe('使用申请', { timeout: 30_000 }, () => {
  const routes = {
    'GET /api/dictDetail': SOFT_CATEGORIES,
    'GET /api/center/access': page([]),
    'GET /api/center/grant/requests': page([
      grantRequest(5, '阳泉煤业'),
      grantRequest(6, '晋能控股', {
        status: 'approved',
        seats: 30,
        validUntil: '2027-06-30',
        decidedAt: at(11, 21),
      }),
    ]),
  } as const;

  it('approves with 授权数量 and 有效期至', async () => {
    signInAsEnterprise();
    const adapter = mockApi({
      ...routes,
      'PUT /api/center/grant/5': { status: 200, data: grantRequest(5, '阳泉煤业', { status: 'approved' }) },
    });
    const { router } = renderPage(<AccessPage />, '/my-soft');
    const user = quickUser();

    await user.click(await screen.findByText('使用申请', { selector: '[role="tab"]' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=requests'));
    const approved = await rowOf('晋能控股');
    expect(within(approved).getByText('30')).toBeInTheDocument();
    expect(within(approved).getByText('至 2027-06-30')).toBeInTheDocument();
    expect(within(approved).queryByLabelText(/批准/)).not.toBeInTheDocument();

    await user.click(within(await rowOf('阳泉煤业')).getByLabelText('批准 阳泉煤业'));
    const dialog = await dialogTitled('批准使用申请');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请填写授权数量')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('授权数量'), '25');
    await user.type(within(dialog).getByLabelText('有效期至'), '2027-12-31{Enter}');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls(adapter, 'put', '/api/center/grant/5')).toHaveLength(1));
    expect(JSON.parse(calls(adapter, 'put', '/api/center/grant/5')[0]!.data as string)).toEqual({
      approved: true,
      seats: 25,
      validUntil: '2027-12-31',
    });
  });

  it('rejects only with a reason', async () => {
    signInAsEnterprise();
    const adapter = mockApi({
      ...routes,
      'PUT /api/center/grant/5': { status: 200, data: grantRequest(5, '阳泉煤业', { status: 'rejected' }) },
    });
    renderPage(<AccessPage />, '/my-soft?tab=requests');
    const user = quickUser();

    await user.click(within(await rowOf('阳泉煤业')).getByLabelText('拒绝 阳泉煤业'));
    const dialog = await dialogTitled('拒绝使用申请');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请填写拒绝原因')).toBeInTheDocument();
    expect(calls(adapter, 'put', '/api/center/grant/5')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('拒绝原因'), '本年度授权已满');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls(adapter, 'put', '/api/center/grant/5')).toHaveLength(1));
    expect(JSON.parse(calls(adapter, 'put', '/api/center/grant/5')[0]!.data as string)).toEqual({
      approved: false,
      reason: '本年度授权已满',
    });
  });
});
