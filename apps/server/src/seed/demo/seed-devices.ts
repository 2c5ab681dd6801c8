import type { Db } from '../../db/database.js';
import { device, deviceCommand, deviceCommandEvent } from '../../modules/device/device.table.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * 示例煤业集团's training rooms: the six machines its demo training records name (SIM-001 …
 * SIM-006), none enrolled yet, so 设备管理 shows them offline until an agent is connected.
 */
const DEVICES = [
  ['综采模拟操作台1号', 'simulator', '一号实训室', '192.168.10.11'],
  ['综采模拟操作台2号', 'simulator', '一号实训室', '192.168.10.12'],
  ['VR头显A', 'vr_headset', '一号实训室', '192.168.10.21'],
  ['VR头显B', 'vr_headset', '二号实训室', '192.168.10.22'],
  ['CAVE沉浸系统', 'cave', '二号实训室', '192.168.10.31'],
  ['掘进桌面终端', 'desktop', '二号实训室', ''],
] as const;

const MINUTE = 60_000;

/**
 * …and the history 设备控制 shows from the start: last week's restart of the first console, which
 * it carried out, and a shutdown of the CAVE that nobody fetched before it expired.
 */
export async function seedDeviceDemo(tx: Tx, enterpriseId: number, now = Date.now()): Promise<void> {
  const devices = await tx
    .insert(device)
    .values(
      DEVICES.map(([name, type, room, ip], i) => ({
        enterpriseId,
        name,
        type,
        serial: `SIM-${String(i + 1).padStart(3, '0')}`,
        ip,
        room,
        location: `${room} ${i + 1} 号工位`,
        createBy: 'enterprise',
        updateBy: 'enterprise',
      })),
    )
    .returning({ id: device.id });
  const at = (minutesAgo: number) => new Date(now - 7 * 24 * 60 * MINUTE - minutesAgo * MINUTE);
  const history = [
    {
      deviceId: devices[0]!.id,
      command: 'restart',
      status: 'succeeded',
      attempts: 1,
      detail: '已重启，用时 41 秒',
    },
    {
      deviceId: devices[4]!.id,
      command: 'shutdown',
      status: 'expired',
      attempts: 0,
      detail: '设备未在有效期内领取指令',
    },
  ];
  const commands = await tx
    .insert(deviceCommand)
    .values(
      history.map((c) => ({
        ...c,
        enterpriseId,
        args: {},
        expiresAt: at(-10),
        finishedAt: at(c.status === 'expired' ? -10 : -1),
        createBy: 'enterprise',
        updateBy: 'enterprise',
        createTime: at(0),
        updateTime: at(-1),
      })),
    )
    .returning({ id: deviceCommand.id });
  await tx.insert(deviceCommandEvent).values([
    { commandId: commands[0]!.id, status: 'queued', at: at(0), detail: '由 enterprise 下发' },
    { commandId: commands[0]!.id, status: 'sent', at: at(-0.2), detail: '第 1 次下发' },
    { commandId: commands[0]!.id, status: 'succeeded', at: at(-1), detail: history[0]!.detail },
    { commandId: commands[1]!.id, status: 'queued', at: at(0), detail: '由 enterprise 下发' },
    { commandId: commands[1]!.id, status: 'expired', at: at(-10), detail: history[1]!.detail },
  ]);
}
