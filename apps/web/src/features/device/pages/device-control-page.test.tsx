import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { signInAsEnterprise } from '../../../testing/enterprise-session';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { command, device, DEVICE_TYPES, page } from '../testing/device-fixtures';
import { DeviceControlPage } from './device-control-page';

afterEach(() => useUserStore.setState({ roles: [], user: null }));

describe('设备控制', { timeout: 30_000 }, () => {
  it('sends a confirmed restart to the chosen devices and shows each command with its transitions', async () => {
    signInAsEnterprise();
    const sent = command(9, { status: 'queued' });
    const adapter = mockApi({
      'GET /api/dictDetail': DEVICE_TYPES,
      'GET /api/center/grant': page([]),
      'GET /api/center/device': page([
        device(1, '综采模拟操作台1号', { status: 'online' }),
        device(2, 'VR头显A'),
      ]),
      'GET /api/center/device-command': page([
        command(8, {
          status: 'succeeded',
          attempts: 1,
          detail: '已重启',
          events: [
            { status: 'queued', at: '2026-11-28T08:00:00.000Z', detail: '由 enterprise 下发' },
            { status: 'sent', at: '2026-11-28T08:00:01.000Z', detail: '第 1 次下发' },
            { status: 'succeeded', at: '2026-11-28T08:00:05.000Z', detail: '已重启' },
          ],
        }),
      ]),
      'POST /api/center/device-command': { status: 201, data: { commands: [sent] } },
    });
    const { user } = renderPage(<DeviceControlPage />, '/center/device-control');

    const history = await screen.findByRole('table', { name: '指令记录' });
    const done = (await within(history).findByText('执行成功')).closest('tr')!;
    await user.click(within(done).getByRole('button', { name: /展开/ }));
    expect(await screen.findByText(/已下发：第 1 次下发/)).toBeInTheDocument();

    await user.click(await screen.findByRole('checkbox', { name: '选择 综采模拟操作台1号' }));
    await user.click(screen.getByLabelText('指令'));
    await user.click(await screen.findByTitle('重启设备'));
    await user.click(screen.getByRole('button', { name: /下\s*发/ }));
    const confirm = await screen.findByText(/确定对选中的 1 台设备执行“重启设备”吗/);
    await user.click(
      within(confirm.closest('.ant-modal')! as HTMLElement).getByRole('button', { name: /确\s*定/ }),
    );
    await waitFor(() => {
      const post = adapter.mock.calls.map(([c]) => c).find((c) => c.method === 'post');
      expect(JSON.parse(post?.data as string)).toEqual({ command: 'restart', deviceIds: [1], args: {} });
    });
    expect(await screen.findByText('已向 1 台设备下发“重启设备”')).toBeInTheDocument();
  });
});
