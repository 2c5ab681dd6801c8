import type { Device, DeviceEnrolCode, DeviceEvent } from '@coalsim/contract';
import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { createTestDevice, deviceAuth, enrolTestDevice } from '../../testing/device-helpers.js';
import { registerVerifiedEnterprise } from '../../testing/enterprise-helpers.js';
import { BAD_DEVICE_SECRET, BAD_ENROL_CODE } from './device-secrets.js';
import { sweepDevices } from './device-sweep.js';

describe('设备管理: registry, enrolment and heartbeats', async () => {
  const { app, db } = await buildTestApp();
  const enterprise = await signIn(app, 'enterprise');
  const list = async (query = '') =>
    (
      await app.inject({ method: 'GET', url: `/api/center/device${query}`, headers: bearer(enterprise) })
    ).json<{
      content: Device[];
      totalElements: number;
    }>();

  it('lists the demo enterprise’s six training-room machines, offline and not enrolled', async () => {
    const page = await list('?room=一号实训室');
    expect(page.totalElements).toBe(3);
    expect(page.content.every((d) => d.status === 'offline' && !d.enrolled && d.lastSeen === null)).toBe(
      true,
    );
  });

  it('checks the fields: IP, type from the dictionary, serial unique in the enterprise', async () => {
    const post = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/center/device', headers: bearer(enterprise), payload });
    const base = { name: '新操作台', type: 'simulator', serial: 'NEW-001' };
    const badIp = await post({ ...base, ip: '192.168.1.256' });
    expect(badIp.statusCode).toBe(400);
    expect(badIp.json<{ message: string }>().message).toContain('请输入正确的IP地址');
    expect((await post({ ...base, type: 'toaster' })).statusCode).toBe(400);
    expect((await post({ ...base, serial: 'rm -rf /' })).statusCode).toBe(400);
    expect((await post({ ...base, ip: '10.0.0.8' })).statusCode).toBe(201);
    const taken = await post({ ...base, serial: 'new-001' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: string }>().message).toContain('NEW-001'.toLowerCase());
  });

  it('edits with the version read, exports xlsx and deletes', async () => {
    const device = await createTestDevice(app, enterprise, { name: '待改名' });
    const put = (updateTime: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/center/device',
        headers: bearer(enterprise),
        payload: { ...device, name: '已改名', updateTime },
      });
    const saved = await put(device.updateTime);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Device>().name).toBe('已改名');
    expect((await put(device.updateTime)).statusCode).toBe(409);
    const file = await app.inject({
      method: 'GET',
      url: '/api/center/device/download',
      headers: bearer(enterprise),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/center/device',
      headers: bearer(enterprise),
      payload: [device.id],
    });
    expect(removed.statusCode).toBe(200);
    expect((await list(`?blurry=${encodeURIComponent('已改名')}`)).totalElements).toBe(0);
  });

  it('enrols with a one-time code and the serial; enrolling again revokes the old secret', async () => {
    const device = await createTestDevice(app, enterprise);
    const codeRes = await app.inject({
      method: 'POST',
      url: `/api/center/device/${device.id}/enrol`,
      headers: bearer(enterprise),
    });
    const { code, expiresAt } = codeRes.json<DeviceEnrolCode>();
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    const enrol = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/device-agent/enrol', payload });

    const wrongSerial = await enrol({ code, serial: 'SOMEONE-ELSE' });
    expect(wrongSerial.statusCode).toBe(400);
    expect(wrongSerial.json<{ message: string }>().message).toBe(BAD_ENROL_CODE);
    const first = await enrol({ code: code.toLowerCase().replace('-', ' '), serial: device.serial });
    expect(first.statusCode).toBe(201);
    const { secret } = first.json<{ secret: string }>();
    expect(secret.length).toBeGreaterThanOrEqual(40);
    expect((await enrol({ code, serial: device.serial })).statusCode).toBe(400);

    const beat = (s: string) =>
      app.inject({
        method: 'POST',
        url: '/api/device-agent/heartbeat',
        headers: deviceAuth(s),
        payload: { agentVersion: '1.0.0', state: 'idle' },
      });
    expect((await beat(secret)).statusCode).toBe(200);
    const again = await enrolTestDevice(app, enterprise, device);
    const revoked = await beat(secret);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json<{ message: string }>().message).toBe(BAD_DEVICE_SECRET);
    expect((await beat(again.secret)).statusCode).toBe(200);
  });

  it('expired codes are refused', async () => {
    const device = await createTestDevice(app, enterprise);
    const { code } = (
      await app.inject({
        method: 'POST',
        url: `/api/center/device/${device.id}/enrol`,
        headers: bearer(enterprise),
      })
    ).json<DeviceEnrolCode>();
    await db.execute(
      `update device set enrol_code_expires_at = now() - interval '1 second' where id = ${device.id}`,
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/device-agent/enrol',
      payload: { code, serial: device.serial },
    });
    expect(res.statusCode).toBe(400);
  });

  it('goes online with a heartbeat, busy when the agent says so, and offline two intervals later', async () => {
    const device = await createTestDevice(app, enterprise);
    const { secret } = await enrolTestDevice(app, enterprise, device);
    const beat = (state: 'idle' | 'busy') =>
      app.inject({
        method: 'POST',
        url: '/api/device-agent/heartbeat',
        headers: deviceAuth(secret),
        payload: { agentVersion: '1.2.0', state, softVersion: '2.0.1' },
      });
    expect((await beat('idle')).json()).toMatchObject({ status: 'online', heartbeatSeconds: 30 });
    let shown = (await list(`?blurry=${device.serial}`)).content[0]!;
    expect(shown).toMatchObject({
      status: 'online',
      enrolled: true,
      agentVersion: '1.2.0',
      softVersion: '2.0.1',
    });
    await beat('busy');
    expect((await list(`?status=busy&blurry=${device.serial}`)).totalElements).toBe(1);

    await db.execute(`update device set last_seen = now() - interval '61 seconds' where id = ${device.id}`);
    shown = (await list(`?blurry=${device.serial}`)).content[0]!;
    expect(shown.status).toBe('offline');
    const swept = await sweepDevices(db);
    expect(swept.offline).toBeGreaterThanOrEqual(1);
    await beat('idle');
    const events = await app.inject({
      method: 'GET',
      url: `/api/center/device/${device.id}/events`,
      headers: bearer(enterprise),
    });
    // The offline is dated when the device went quiet (here moved back 61 s, before the enrolment).
    const kinds = events.json<DeviceEvent[]>().map((e) => e.kind);
    expect(kinds[0]).toBe('online');
    expect([...kinds].sort()).toEqual(['enrolled', 'offline', 'online', 'online']);
  });

  it('another enterprise sees none of it, and the back office sees all with the enterprise', async () => {
    const other = await registerVerifiedEnterprise(app, {
      username: 'devother',
      name: '别家煤业',
      creditCode: '91140200MA0K000B2T',
    });
    const mine = await createTestDevice(app, enterprise);
    const theirs = await app.inject({
      method: 'POST',
      url: `/api/center/device/${mine.id}/enrol`,
      headers: bearer(other.token),
    });
    expect(theirs.statusCode).toBe(404);
    const otherList = await app.inject({
      method: 'GET',
      url: '/api/center/device',
      headers: bearer(other.token),
    });
    expect(otherList.json<{ totalElements: number }>().totalElements).toBe(0);
    const admin = await signIn(app, 'admin');
    const all = await app.inject({
      method: 'GET',
      url: `/api/device?blurry=${mine.serial}`,
      headers: bearer(admin),
    });
    expect(all.json<{ content: { enterprise: { name: string } }[] }>().content[0]?.enterprise.name).toBe(
      '示例煤业集团',
    );
  });
  it('keeps heartbeats out of 操作日志 unless refused', async () => {
    const device = await createTestDevice(app, enterprise);
    const { secret } = await enrolTestDevice(app, enterprise, device);
    const mark = await db.execute<{ id: number }>('select coalesce(max(id), 0)::int as id from sys_log');
    const beat = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/device-agent/heartbeat',
        headers,
        payload: { agentVersion: '1.0.0', state: 'idle' },
      });
    expect((await beat(deviceAuth(secret))).statusCode).toBe(200);
    expect((await beat(deviceAuth('x'.repeat(43)))).statusCode).toBe(401);
    const { rows } = await db.execute<{ status: number; username: string | null }>(
      `select status, username from sys_log where path = '/api/device-agent/heartbeat' and id > ${mark.rows[0]!.id} order by id`,
    );
    expect(rows).toEqual([{ status: 401, username: null }]);
    const enrolled = await db.execute<{ username: string }>(
      `select username from sys_log where path = '/api/device-agent/enrol' and status = 201 order by id desc limit 1`,
    );
    expect(enrolled.rows[0]).toBeDefined();
  });
});
