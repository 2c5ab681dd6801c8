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

  it('ticks every online device of a room, launches a software on them and opens the new commands’ transitions', async () => {
    signInAsEnterprise();
    let sent = false;
    const launched = command(20, {
      device: { id: 3, name: '综采模拟操作台3号', serial: 'SIM-003' },
      command: 'launch',
      soft: { id: 4, name: '综采工作面仿真' },
      events: [{ status: 'queued', at: '2026-11-28T08:10:00.000Z', detail: '由 enterprise 下发' }],
    });
    const adapter = mockApi({
      'GET /api/dictDetail': DEVICE_TYPES,
      'GET /api/center/grant': page([
        { id: 1, soft: { id: 4, name: '综采工作面仿真' }, status: 'approved', valid: true, own: false },
      ]),
      // The page on screen has one of the room's online devices; the room has two.
      'GET /api/center/device': (c) =>
        (c.params as { status?: string }).status === 'online'
          ? page([device(1, '综采模拟操作台1号', { status: 'online' }), device(3, '综采模拟操作台3号')])
          : page([device(1, '综采模拟操作台1号', { status: 'online' }), device(2, 'VR头显A')]),
      // Only the unfiltered history has the new command: the filtered one never will.
      'GET /api/center/device-command': (c) =>
        page(sent && !(c.params as { status?: string }).status ? [launched] : []),
      'POST /api/center/device-command': () => {
        sent = true;
        return { status: 201, data: { commands: [launched] } };
      },
    });
    const history = '&cstatus=succeeded&ccreateTime=2026-11-01%2000:00:00&ccreateTime=2026-11-30%2023:59:59';
    const { user, router } = renderPage(
      <DeviceControlPage />,
      `/center/device-control?droom=${encodeURIComponent('一号实训室')}${history}`,
    );
    const commandsListed = () =>
      adapter.mock.calls
        .map(([c]) => c)
        .filter((c) => c.method === 'get' && c.url === '/api/center/device-command');
    await waitFor(() =>
      expect(commandsListed()[0]?.params).toMatchObject({
        status: 'succeeded',
        createTime: ['2026-11-01 00:00:00', '2026-11-30 23:59:59'],
      }),
    );

    await user.click(await screen.findByRole('button', { name: /全选“一号实训室”在线设备/ }));
    expect(await screen.findByText('已选中“一号实训室”的 2 台在线设备')).toBeInTheDocument();
    const online = adapter.mock.calls.map(([c]) => c).find((c) => c.params?.status === 'online');
    expect(online?.params).toMatchObject({ room: '一号实训室', page: 0, size: 200 });
    expect(screen.getByText('已选 2 台设备')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '选择 综采模拟操作台1号' })).toBeChecked();

    await user.click(screen.getByLabelText('启动的软件'));
    await user.click(await screen.findByTitle('综采工作面仿真'));
    await user.click(screen.getByRole('button', { name: /下\s*发/ }));
    await waitFor(() => {
      const post = adapter.mock.calls.map(([c]) => c).find((c) => c.method === 'post');
      expect(JSON.parse(post?.data as string)).toEqual({
        command: 'launch',
        deviceIds: [1, 3],
        args: { softId: 4, workerId: null },
      });
    });

    // The history drops its filters to show the new command on top, its transitions open.
    expect(await screen.findByText(/排队中：由 enterprise 下发/)).toBeInTheDocument();
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('cstatus')).toBeNull();
    expect(search.get('droom')).toBe('一号实训室');
    expect(screen.getByText('先在下表中勾选设备')).toBeInTheDocument();
  });
});
