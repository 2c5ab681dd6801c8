import { creditCodeCheckChar, type AgentEnrol, type Device, type DeviceEnrolCode } from '@coalsim/contract';
import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { deviceAuth } from '../../testing/device-helpers.js';
import { registerVerifiedEnterprise } from '../../testing/enterprise-helpers.js';
import { serialTaken } from './device.service.js';

const OTHER = `91140300MA0K500B3${creditCodeCheckChar('91140300MA0K500B3')}`;

/**
 * Issue 43 §6: a serial registered by another enterprise is not that enterprise's secret to
 * give away. Serials are unique within an enterprise; across enterprises nothing is said.
 */
describe('设备管理: another enterprise’s serial reveals nothing', async () => {
  const { app } = await buildTestApp();
  const demo = await signIn(app, 'enterprise');
  const other = (
    await registerVerifiedEnterprise(app, { username: 'serialco', name: '序列号煤矿', creditCode: OTHER })
  ).token;
  const fields = { name: '综采操作台', type: 'simulator', ip: '', room: '二号实训室' };
  const create = (token: string, serial: string) =>
    app.inject({
      method: 'POST',
      url: '/api/center/device',
      headers: bearer(token),
      payload: { ...fields, serial },
    });
  const listed = async (token: string, serial: string) =>
    (
      await app.inject({ method: 'GET', url: `/api/center/device?blurry=${serial}`, headers: bearer(token) })
    ).json<{ content: Device[] }>().content;
  const enrol = async (token: string, device: Device) => {
    const code = await app.inject({
      method: 'POST',
      url: `/api/center/device/${device.id}/enrol`,
      headers: bearer(token),
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/device-agent/enrol',
      payload: { code: code.json<DeviceEnrolCode>().code, serial: device.serial },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AgentEnrol>();
  };

  it('registers a serial another enterprise has, as for any new serial; each sees only its own', async () => {
    const first = await create(demo, 'SIM-SHARED-01');
    expect(first.statusCode, first.body).toBe(201);
    const second = await create(other, 'sim-shared-01');
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json<Device>()).toMatchObject({ serial: 'sim-shared-01', enrolled: false });
    expect((await listed(other, 'SIM-SHARED-01')).map((d) => d.id)).toEqual([second.json<Device>().id]);
    expect((await listed(demo, 'SIM-SHARED-01')).map((d) => d.id)).toEqual([first.json<Device>().id]);
  });

  it('refuses the same serial twice in one enterprise, naming only its own device', async () => {
    const again = await create(other, 'SIM-SHARED-01');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: 409,
      message: serialTaken('SIM-SHARED-01'),
      timestamp: expect.any(Number),
      fieldErrors: { serial: [serialTaken('SIM-SHARED-01')] },
    });
    expect(serialTaken('X')).toMatch(/^本企业已登记/);
    expect(serialTaken('X')).not.toMatch(/其他企业|其它企业|别的企业/);
    // Renaming another of its devices to it: the same answer.
    const spare = (await create(other, 'SIM-SPARE-01')).json<Device>();
    const renamed = await app.inject({
      method: 'PUT',
      url: '/api/center/device',
      headers: bearer(other),
      payload: { ...spare, serial: 'Sim-Shared-01' },
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json<{ message: string }>().message).toBe(serialTaken('Sim-Shared-01'));
  });

  it('enrols each enterprise’s device by its own code: each secret speaks for its own row', async () => {
    const [mine] = await listed(demo, 'SIM-SHARED-01');
    const [theirs] = await listed(other, 'SIM-SHARED-01');
    const minesSecret = await enrol(demo, mine!);
    const theirsSecret = await enrol(other, theirs!);
    expect([minesSecret.deviceId, theirsSecret.deviceId]).toEqual([mine!.id, theirs!.id]);
    const beat = await app.inject({
      method: 'POST',
      url: '/api/device-agent/heartbeat',
      headers: deviceAuth(theirsSecret.secret),
      payload: { agentVersion: '1.0.0', state: 'idle' },
    });
    expect(beat.statusCode).toBe(200);
    expect((await listed(other, 'SIM-SHARED-01'))[0]!.status).toBe('online');
    expect((await listed(demo, 'SIM-SHARED-01'))[0]!.status).toBe('offline');
  });
});
