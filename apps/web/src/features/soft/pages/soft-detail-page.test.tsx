import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';

import { dialogs } from '../../../lib/dialogs';
import { EARLY_REQUESTS_GLOBAL } from '../../../lib/early-requests';
import { toasts } from '../../../lib/toasts';
import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { REQUEST_SENT } from '../components/request-use';
import { dictReply, page, signInAsEnterprise, softDetail } from '../testing/soft-fixtures';
import { SoftDetailPage } from './soft-detail-page';

type Adapter = { mock: { calls: [InternalAxiosRequestConfig][] } };
/** The requests the page sent with `method` to `url`. */
const calls = (adapter: Adapter, method: 'get' | 'post', url: string) =>
  adapter.mock.calls.map(([c]) => c).filter((c) => c.method === method && c.url === url);
const grantCalls = (adapter: Adapter) => calls(adapter, 'post', '/api/center/grant');
const detailCalls = (adapter: Adapter) => calls(adapter, 'get', '/api/portal/soft/11');

function open(grant?: { status: number; data: unknown }) {
  const adapter = mockApi({
    'GET /api/portal/soft/11': { status: 200, data: softDetail() },
    'GET /api/portal/soft': page([]),
    'GET /api/dictDetail': dictReply,
    ...(grant ? { 'POST /api/center/grant': grant } : {}),
  });
  return { adapter, ...renderPage(<SoftDetailPage />, '/soft/detail?id=11') };
}

afterEach(() => {
  useUserStore.setState({ roles: [], user: null, token: undefined });
  delete (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
  dialogs.take();
  toasts.take();
});

describe('软件详情', { timeout: 30_000 }, () => {
  it('renders the description as rich text and offers no 申请使用 to a visitor', async () => {
    open();
    const section = (await screen.findByRole('heading', { name: '软件介绍' })).closest('section')!;
    expect(within(section).getByRole('heading', { name: '功能', level: 2 })).toBeInTheDocument();
    expect(within(section).getByText('采煤机').tagName).toBe('STRONG');
    expect(screen.queryByRole('button', { name: /申请使用/ })).not.toBeInTheDocument();
  });

  it('offers no 申请使用 on the enterprise’s own software', async () => {
    signInAsEnterprise('verified', 9);
    open();
    expect(await screen.findByRole('heading', { name: '综采工作面仿真' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /申请使用/ })).not.toBeInTheDocument();
  });

  it('tells an enterprise that is not verified yet why it cannot ask', async () => {
    signInAsEnterprise('pending');
    const { adapter } = open();
    expect(await screen.findByRole('button', { name: /申请使用/ })).toBeDisabled();
    expect(screen.getByText(/企业认证审核中，认证通过后即可申请使用软件/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看企业信息' })).toHaveAttribute('href', '/center/company');
    expect(grantCalls(adapter)).toHaveLength(0);
  });

  it('sends the request of a verified enterprise and then shows it as sent', async () => {
    signInAsEnterprise('verified');
    const { adapter, user } = open({ status: 201, data: {} });
    await user.click(await screen.findByRole('button', { name: /申请使用/ }));
    await waitFor(() => expect(grantCalls(adapter)).toHaveLength(1));
    expect(JSON.parse(grantCalls(adapter)[0]!.data as string)).toEqual({ softId: 11 });
    expect(await screen.findByRole('status')).toHaveTextContent(`${REQUEST_SENT}，审批结果`);
    expect(screen.getByRole('button', { name: /已申请/ })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('我的接入');
    // The confirmation waits for antd's message, which the page itself does not load.
    expect(toasts.take()).toEqual([{ kind: 'success', text: REQUEST_SENT }]);
  });

  it('shows the server’s reason when a request is already open (409)', async () => {
    signInAsEnterprise('verified');
    const reason = '该软件已有待审批的申请，请等待开发单位处理';
    const { user } = open({ status: 409, data: { status: 409, message: reason, timestamp: 0 } });
    await user.click(await screen.findByRole('button', { name: /申请使用/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(reason);
    expect(screen.getByRole('button', { name: /已申请/ })).toBeDisabled();
  });

  it('asks a visitor to sign in before a like, and sends nothing', async () => {
    const { adapter, user, router } = open();
    await user.click(await screen.findByRole('button', { name: /^点赞 \d+$/ }));
    const [question] = dialogs.take();
    expect(question).toMatchObject({ kind: 'confirm', title: '请先登录', okText: '去登录' });
    expect(adapter.mock.calls.filter(([c]) => c.method !== 'get')).toEqual([]);
    await question!.onOk!();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toContain(encodeURIComponent('/soft/detail?id=11'));
  });

  it('shows the answer index.html already asked for, without asking again', async () => {
    (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = {
      '/api/portal/soft/11': Promise.resolve(softDetail({ name: '早到的软件' })),
    };
    const { adapter } = open();
    expect(await screen.findByRole('heading', { level: 1, name: '早到的软件' })).toBeInTheDocument();
    expect(detailCalls(adapter)).toHaveLength(0);
  });

  it('asks the server itself when the early request failed', async () => {
    (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = {
      '/api/portal/soft/11': Promise.resolve(null),
    };
    const { adapter } = open();
    expect(await screen.findByRole('heading', { level: 1, name: '综采工作面仿真' })).toBeInTheDocument();
    expect(detailCalls(adapter)).toHaveLength(1);
  });
});
