import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { SUPER_ADMIN } from '../../../testing/admin-session';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { adminCommand, adminDevice, DEVICE_TYPES, page } from '../testing/device-fixtures';
import { ControlAdminPage } from './control-admin-page';

/** Platform staff holding exactly `roles` (no super admin). */
function signInAsStaff(roles: string[]) {
  useUserStore.setState({ user: { ...SUPER_ADMIN, roles }, roles });
}

afterEach(() => useUserStore.setState({ roles: [], user: null }));

const ENTERPRISES = page([{ id: 7, name: '示例煤业集团' }]);

describe('设备控制 in the back office (/control)', { timeout: 30_000 }, () => {
  it('lists every enterprise’s devices with the enterprise and status filters of the URL', async () => {
    signInAsStaff(['device:list']);
    const adapter = mockApi({
      'GET /api/dictDetail': DEVICE_TYPES,
      'GET /api/enterprise': ENTERPRISES,
      'GET /api/device': page([adminDevice(1, '综采模拟操作台1号', { status: 'busy' })]),
    });
    renderPage(<ControlAdminPage />, '/control?denterpriseId=7&dstatus=busy');

    const table = await screen.findByRole('table', { name: '全部设备' });
    const row = (await within(table).findByText('综采模拟操作台1号')).closest('tr')!;
    expect(within(row).getByText('示例煤业集团')).toBeInTheDocument();
    expect(within(row).getByText('使用中')).toBeInTheDocument();
    const listed = adapter.mock.calls.map(([c]) => c).find((c) => c.url === '/api/device');
    expect(listed?.params).toMatchObject({ enterpriseId: '7', status: 'busy' });
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeInTheDocument();
  });

  it('shows every enterprise’s commands, and 取消 only to staff with device:edit', async () => {
    signInAsStaff(['device:list']);
    mockApi({
      'GET /api/dictDetail': DEVICE_TYPES,
      'GET /api/enterprise': ENTERPRISES,
      'GET /api/device': page([]),
      'GET /api/device-command': page([adminCommand(9, { status: 'queued' })]),
    });
    const { user } = renderPage(<ControlAdminPage />, '/control');
    await user.click(await screen.findByRole('tab', { name: '指令' }));
    const table = await screen.findByRole('table', { name: '指令记录' });
    const row = (await within(table).findByText('排队中')).closest('tr')!;
    expect(within(row).getByText('示例煤业集团')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '取消指令 9' })).not.toBeInTheDocument();
  });

  it('cancels a queued command after confirmation', async () => {
    signInAsStaff(['device:list', 'device:edit']);
    const adapter = mockApi({
      'GET /api/dictDetail': DEVICE_TYPES,
      'GET /api/enterprise': ENTERPRISES,
      'GET /api/device': page([]),
      'GET /api/device-command': page([adminCommand(9, { status: 'queued' })]),
      'POST /api/device-command/9/cancel': { status: 200, data: adminCommand(9, { status: 'cancelled' }) },
    });
    const { user } = renderPage(<ControlAdminPage />, '/control?ccommand=restart');
    await user.click(await screen.findByRole('tab', { name: '指令' }));
    await user.click(await screen.findByRole('button', { name: '取消指令 9' }));
    const confirm = await screen.findByText(/撤回发往“综采模拟操作台1号”的“重启设备”指令吗/);
    const dialog = within(confirm.closest('.ant-modal')! as HTMLElement);
    expect(dialog.getByRole('button', { name: '不撤回' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '撤回指令' }));
    await waitFor(() =>
      expect(adapter.mock.calls.some(([c]) => c.url === '/api/device-command/9/cancel')).toBe(true),
    );
    const listed = adapter.mock.calls.map(([c]) => c).find((c) => c.url === '/api/device-command');
    expect(listed?.params).toMatchObject({ command: 'restart' });
  });
});
