import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { signInAsEnterprise } from '../../../testing/enterprise-session';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { device, DEVICE_TYPES, page } from '../testing/device-fixtures';
import { DevicePage } from './device-page';

afterEach(() => useUserStore.setState({ roles: [], user: null }));

describe('设备管理', { timeout: 30_000 }, () => {
  it('shows each device’s status and type, and enrols one with a one-time code and its command line', async () => {
    signInAsEnterprise();
    const adapter = mockApi({
      'GET /api/dictDetail': DEVICE_TYPES,
      'GET /api/center/device': page([
        device(1, '综采模拟操作台1号', {
          status: 'online',
          enrolled: true,
          lastSeen: '2026-11-28T08:00:00.000Z',
          agentVersion: '1.0.0',
        }),
        device(2, 'VR头显A', { type: 'vr_headset' }),
      ]),
      'POST /api/center/device/2/enrol': {
        status: 200,
        data: { code: 'ABCD-EF23', serial: 'SIM-002', expiresAt: '2999-01-01T00:00:00.000Z' },
      },
    });
    const { user } = renderPage(<DevicePage />, '/center/device?status=online');
    const table = await screen.findByRole('table', { name: '设备' });
    const online = (await within(table).findByText('综采模拟操作台1号')).closest('tr')!;
    expect(within(online).getByText('在线')).toBeInTheDocument();
    expect(within(online).getByText('代理 1.0.0')).toBeInTheDocument();
    const headset = within(table).getByText('VR头显A').closest('tr')!;
    expect(within(headset).getByText('离线')).toBeInTheDocument();
    expect(within(headset).getByText('未接入')).toBeInTheDocument();
    await waitFor(() => expect(within(headset).getByText('VR头显')).toBeInTheDocument());
    const listed = adapter.mock.calls.map(([c]) => c).find((c) => c.url === '/api/center/device');
    expect(listed?.params).toMatchObject({ page: 0, size: 10, status: 'online' });

    await user.click(within(headset).getByRole('button', { name: '接入 VR头显A' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('设备接入码')).toHaveTextContent('ABCD-EF23');
    // The line runs as copied: no placeholder a shell would read as a redirection, and with the
    // shipped sample configuration, so that the agent carries out launch, stop and update.
    expect(dialog).toHaveTextContent(
      `npm run device-agent -- --server ${window.location.origin} --code ABCD-EF23 --serial SIM-002 --config tools/device-agent/config.example.json`,
    );
    expect(dialog).not.toHaveTextContent('<配置文件>');
    expect(dialog).toHaveTextContent('仅可使用一次');
  });

  it('filters by 实训室 through the URL and shows where each device stands', async () => {
    signInAsEnterprise();
    const adapter = mockApi({
      'GET /api/dictDetail': DEVICE_TYPES,
      'GET /api/center/device': page([
        device(3, '综采模拟操作台3号', { room: '二号实训室', location: '3 号工位' }),
      ]),
    });
    const { user, router } = renderPage(<DevicePage />, '/center/device');
    const table = await screen.findByRole('table', { name: '设备' });
    const row = (await within(table).findByText('综采模拟操作台3号')).closest('tr')!;
    expect(within(row).getByText('3 号工位')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: '实训室' }), '二号实训室{Enter}');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('room')).toBe('二号实训室'),
    );
    await waitFor(() => {
      const lists = adapter.mock.calls.map(([c]) => c).filter((c) => c.url === '/api/center/device');
      expect(lists.at(-1)?.params).toMatchObject({ room: '二号实训室' });
    });
  });

  it('checks the IP address as the server does', async () => {
    signInAsEnterprise();
    mockApi({ 'GET /api/dictDetail': DEVICE_TYPES, 'GET /api/center/device': page([]) });
    const { user } = renderPage(<DevicePage />, '/center/device');
    expect(await screen.findByText('还没有设备')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('IP地址'), '10.0.0.256');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入正确的IP地址')).toBeInTheDocument();
  });

  it('tells other accounts the page is for enterprises', async () => {
    signInAsEnterprise({ role: 3, enterprise: null });
    mockApi({});
    renderPage(<DevicePage />, '/center/device');
    expect(await screen.findByText('设备管理仅面向企业用户')).toBeInTheDocument();
  });
});
