import type { Db } from '../../db/database.js';
import { device } from '../../modules/device/device.table.js';

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

export async function seedDeviceDemo(tx: Tx, enterpriseId: number): Promise<void> {
  await tx.insert(device).values(
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
  );
}
