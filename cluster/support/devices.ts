import { expect } from 'vitest';

import { createClient } from '../../tools/device-agent/index.mjs';
import { type Api, describe, uniqueName } from './api.js';

/**
 * A device of the signed-in enterprise, registered through `enterprise` and enrolled at
 * `agentServer` by the device agent's own client; its secret speaks for it from then on.
 */
export async function enrolledDevice(enterprise: Api, agentServer: string) {
  const serial = uniqueName('VR');
  const created = await enterprise.post<{ id: number }>('/api/center/device', {
    name: `集群设备 ${serial}`,
    type: 'vr_headset',
    serial,
  });
  expect(created.status, describe(created)).toBe(201);
  const code = await enterprise.post<{ code: string }>(`/api/center/device/${created.body.id}/enrol`);
  expect(code.status, describe(code)).toBe(200);
  const agent = createClient({ server: agentServer });
  const { secret } = await agent.enrol({ code: code.body.code, serial });
  return { deviceId: created.body.id, secret };
}
