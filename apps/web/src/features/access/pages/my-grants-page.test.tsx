import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { grant, page, signInAsEnterprise } from '../testing/access-fixtures';
import { MyGrantsPage } from './my-grants-page';

const calls = (adapter: { mock: { calls: [InternalAxiosRequestConfig][] } }, url: string) =>
  adapter.mock.calls.map(([c]) => c).filter((c) => c.method === 'get' && c.url === url);

/** A row of the table by its software; role queries stay inside it (they are slow on a whole page). */
async function rowOf(name: string): Promise<HTMLElement> {
  return (await screen.findByText(name)).closest('tr')!;
}

const GRANTS = [
  grant(1, '自研综采仿真', { own: true, seats: null, validUntil: null }),
  grant(2, '井下通风仿真'),
  grant(3, '提升机仿真', { validUntil: '2026-01-31', valid: false }),
  grant(4, '瓦斯监测仿真', {
    status: 'pending',
    seats: null,
    validUntil: null,
    valid: false,
    decidedAt: null,
  }),
  grant(5, '主排水仿真', {
    status: 'rejected',
    seats: null,
    validUntil: null,
    valid: false,
    reason: '授权已满',
  }),
];

afterEach(() => {
  useUserStore.setState({ roles: [], user: null });
});

describe('我的接入', { timeout: 30_000 }, () => {
  it('lists seats, validity and 启动 for the grants in force, with the filters of the URL', async () => {
    signInAsEnterprise();
    const adapter = mockApi({
      'GET /api/center/grant': page(GRANTS),
      [`POST /api/portal/soft/${GRANTS[0]!.soft.id}/launch`]: {
        status: 200,
        data: { url: 'https://sim.example.com/1?ticket=abc%2B%3D', expiresAt: '2026-11-28T10:10:00.000Z' },
      },
    });
    const { router } = renderPage(<MyGrantsPage />, '/center/my-soft?status=approved');

    const own = await rowOf('自研综采仿真');
    expect(within(own).getByText('自有')).toBeInTheDocument();
    expect(within(own).getByText('不限')).toBeInTheDocument();
    expect(within(own).getByText('长期')).toBeInTheDocument();
    expect(within(own).getByText('有效')).toBeInTheDocument();
    // 启动 asks for a ticket and opens the launch address the server answers, in a new tab.
    const opened = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(opened);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(within(own).getByRole('button', { name: '启动 自研综采仿真' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://sim.example.com/1?ticket=abc%2B%3D', '_blank'),
    );
    expect(opened.opener).toBeNull();
    const launchCall = adapter.mock.calls.find(
      ([c]) => c.url === `/api/portal/soft/${GRANTS[0]!.soft.id}/launch`,
    );
    expect(launchCall?.[0].method).toBe('post');
    open.mockRestore();

    const other = await rowOf('井下通风仿真');
    expect(within(other).getByText('华能仿真科技')).toBeInTheDocument();
    expect(within(other).getByText('20')).toBeInTheDocument();
    expect(within(other).getByText('至 2027-12-31')).toBeInTheDocument();
    expect(within(other).queryByText('自有')).not.toBeInTheDocument();

    const expired = await rowOf('提升机仿真');
    expect(within(expired).getByText('已过期')).toBeInTheDocument();
    expect(within(expired).queryByLabelText(/启动/)).not.toBeInTheDocument();

    const pending = await rowOf('瓦斯监测仿真');
    expect(within(pending).getByText('待审批')).toBeInTheDocument();
    expect(within(pending).queryByLabelText(/启动/)).not.toBeInTheDocument();

    const rejected = await rowOf('主排水仿真');
    expect(within(rejected).getByText('已拒绝')).toBeInTheDocument();
    expect(within(rejected).getByText('原因：授权已满')).toBeInTheDocument();

    expect(calls(adapter, '/api/center/grant')[0]?.params).toEqual({ page: 0, size: 10, status: 'approved' });

    await user.type(screen.getByLabelText('搜索软件'), '通风{Enter}');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        status: 'approved',
        blurry: '通风',
      }),
    );
  });

  it('points to 软件中心 when the enterprise has no software to use yet', async () => {
    signInAsEnterprise();
    mockApi({ 'GET /api/center/grant': page([]) });
    renderPage(<MyGrantsPage />, '/center/my-soft');
    const empty = (await screen.findByText('还没有可用的软件')).closest('section')!;
    expect(within(empty).getByRole('link', { name: '去软件中心' })).toHaveAttribute('href', '/soft');
  });

  it('tells a non-enterprise account that the page is for enterprises', async () => {
    signInAsEnterprise({ role: 3, enterprise: null });
    mockApi({});
    renderPage(<MyGrantsPage />, '/center/my-soft');
    expect(await screen.findByRole('heading', { name: '我的接入仅面向企业用户' })).toBeInTheDocument();
  });
});
