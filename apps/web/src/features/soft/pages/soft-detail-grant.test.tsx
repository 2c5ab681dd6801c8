import type { SoftDetail } from '@coalsim/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { dialogs } from '../../../lib/dialogs';
import { toasts } from '../../../lib/toasts';
import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { dictReply, page, signInAsEnterprise, softDetail } from '../testing/soft-fixtures';
import { LAUNCH_PENDING, SoftDetailPage } from './soft-detail-page';

const LAUNCHABLE = { launchUrl: 'https://sim.example.com/app' };

function open(detail: Partial<SoftDetail>, extra: Record<string, unknown> = {}) {
  const adapter = mockApi({
    'GET /api/portal/soft/11': { status: 200, data: softDetail(detail) },
    'GET /api/portal/soft': page([]),
    'GET /api/dictDetail': dictReply,
    ...extra,
  });
  const writes = () => adapter.mock.calls.map(([c]) => c).filter((c) => c.method !== 'get');
  return { writes, ...renderPage(<SoftDetailPage />, '/soft/detail?id=11') };
}

afterEach(() => {
  useUserStore.setState({ roles: [], user: null, token: undefined });
  dialogs.take();
  toasts.take();
});

describe('软件详情: a 申请使用 the page remembers', { timeout: 30_000 }, () => {
  it('shows a pending request on load, and 启动软件 says it waits for the vendor', async () => {
    signInAsEnterprise('verified');
    const { user, writes } = open({ ...LAUNCHABLE, grant: 'pending' });
    expect(await screen.findByRole('button', { name: /已申请（待审核）/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /申请使用/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('贵企业的使用申请正在等待开发单位审批');
    expect(screen.getByRole('link', { name: '我的接入' })).toHaveAttribute('href', '/center/my-soft');

    await user.click(screen.getByRole('button', { name: '启动软件' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LAUNCH_PENDING);
    // Nothing sent: the server would refuse the ticket in words that do not say why.
    expect(writes()).toEqual([]);
  });

  it('says a valid grant is held, with no 申请使用 to be refused', async () => {
    signInAsEnterprise('verified');
    open({ ...LAUNCHABLE, grant: 'granted' });
    expect(await screen.findByRole('button', { name: /已获授权/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /申请使用/ })).not.toBeInTheDocument();
  });

  it('turns 申请使用 into 已申请（待审核） once sent, as a reload will show it', async () => {
    signInAsEnterprise('verified');
    const { user, writes } = open(LAUNCHABLE, { 'POST /api/center/grant': { status: 201, data: {} } });
    await user.click(await screen.findByRole('button', { name: /申请使用/ }));
    expect(await screen.findByRole('button', { name: /已申请（待审核）/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '启动软件' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LAUNCH_PENDING);
    await waitFor(() => expect(writes().map((c) => c.url)).toEqual(['/api/center/grant']));
  });
});
