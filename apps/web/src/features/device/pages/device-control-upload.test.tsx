import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { signInAsEnterprise } from '../../../testing/enterprise-session';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { command, device, DEVICE_TYPES, page } from '../testing/device-fixtures';
import { DeviceControlPage } from './device-control-page';

afterEach(() => useUserStore.setState({ roles: [], user: null }));

const SOFT = { id: 4, name: '综采工作面仿真' };
const REFUSAL = 'username 与令牌所属用户不一致：只能上报启动软件的用户本人的实验数据';

/** Issue 44: what a launch's simulation reported, and a cancel that says what it does. */
describe('设备控制: 练习, refused uploads and 撤回指令', { timeout: 30_000 }, () => {
  it('says a launch with no 学员 is 练习, and shows a refused upload with its reason', async () => {
    signInAsEnterprise();
    const practice = command(30, {
      command: 'launch',
      soft: SOFT,
      status: 'succeeded',
      detail: '已启动 综采工作面仿真（进程 4242）',
      upload: { practice: true, stored: 1, refusal: null, refusedAt: null },
    });
    const refused = command(31, {
      device: { id: 2, name: 'VR头显A', serial: 'SIM-002' },
      command: 'launch',
      soft: SOFT,
      worker: { id: 1, name: '李明' },
      status: 'succeeded',
      upload: { practice: false, stored: 0, refusal: REFUSAL, refusedAt: '2026-11-28T08:30:00.000Z' },
    });
    mockApi({
      'GET /api/dictDetail': DEVICE_TYPES,
      'GET /api/center/grant': page([]),
      'GET /api/center/device': page([]),
      'GET /api/center/device-command': page([refused, practice]),
    });
    const { user } = renderPage(<DeviceControlPage />, '/center/device-control');

    const history = await screen.findByRole('table', { name: '指令记录' });
    const kept = (await within(history).findByText('启动仿真 · 综采工作面仿真 · 练习（未指定学员）')).closest(
      'tr',
    )!;
    expect(within(kept).getByText('练习 1 次（不计学时）')).toBeInTheDocument();
    const lost = within(history).getByText('启动仿真 · 综采工作面仿真 · 学员 李明').closest('tr')!;
    expect(within(lost).getByText(new RegExp(`^仿真上报被拒（.+）：${REFUSAL}$`))).toBeInTheDocument();
    // The transitions say it too, after 执行成功.
    await user.click(within(lost).getByRole('button', { name: /展开/ }));
    expect(await screen.findAllByText(new RegExp(`仿真上报被拒.*${REFUSAL}`))).toHaveLength(2);
  });

  it('says what leaving 学员 empty means, in the field and once sent', async () => {
    signInAsEnterprise();
    const adapter = mockApi({
      'GET /api/dictDetail': DEVICE_TYPES,
      'GET /api/center/grant': page([{ id: 1, soft: SOFT, status: 'approved', valid: true, own: false }]),
      'GET /api/center/device': page([device(1, '综采模拟操作台1号', { status: 'online' })]),
      'GET /api/center/device-command': page([]),
      'POST /api/center/device-command': { status: 201, data: { commands: [command(32)] } },
    });
    const { user } = renderPage(<DeviceControlPage />, '/center/device-control');
    await user.click(await screen.findByRole('checkbox', { name: '选择 综采模拟操作台1号' }));
    expect(screen.getByText('不选为练习；输入姓名或工号')).toBeInTheDocument();
    await user.click(screen.getByLabelText('启动的软件'));
    await user.click(await screen.findByTitle('综采工作面仿真'));
    await user.click(screen.getByRole('button', { name: /下\s*发/ }));
    expect(
      await screen.findByText('已向 1 台设备下发“启动仿真”（未指定学员：成绩记为练习，不计入学时）'),
    ).toBeInTheDocument();
    const post = adapter.mock.calls.map(([c]) => c).find((c) => c.method === 'post');
    expect(JSON.parse(post?.data as string)).toMatchObject({ args: { softId: 4, workerId: null } });
  });

  it('asks before withdrawing a queued command, with buttons that say what they do', async () => {
    signInAsEnterprise();
    const adapter = mockApi({
      'GET /api/dictDetail': DEVICE_TYPES,
      'GET /api/center/grant': page([]),
      'GET /api/center/device': page([]),
      'GET /api/center/device-command': page([command(9, { status: 'queued' })]),
      'POST /api/center/device-command/9/cancel': { status: 200, data: command(9, { status: 'cancelled' }) },
    });
    const { user } = renderPage(<DeviceControlPage />, '/center/device-control');
    const cancelled = () => adapter.mock.calls.some(([c]) => c.url === '/api/center/device-command/9/cancel');

    await user.click(await screen.findByRole('button', { name: '取消指令 9' }));
    const asked = await screen.findByText(/撤回发往“综采模拟操作台1号”的“重启设备”指令吗？/);
    const dialog = within(asked.closest('.ant-modal')! as HTMLElement);
    expect(dialog.queryByRole('button', { name: /^确\s*定$/ })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '不撤回' }));
    await waitFor(() => expect(screen.queryByText(/撤回发往/)).not.toBeInTheDocument());
    expect(cancelled()).toBe(false);

    await user.click(screen.getByRole('button', { name: '取消指令 9' }));
    const again = within((await screen.findByText(/撤回发往/)).closest('.ant-modal')! as HTMLElement);
    await user.click(again.getByRole('button', { name: '撤回指令' }));
    await waitFor(() => expect(cancelled()).toBe(true));
  });
});
