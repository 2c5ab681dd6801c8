import type { AgentCommand, DeviceCommand } from '@coalsim/contract';
import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { createTestDevice, deviceAuth, enrolTestDevice, softsOf } from '../../testing/device-helpers.js';
import { enterpriseIdOf } from '../../testing/enterprise-helpers.js';
import { NOT_CANCELLABLE, SOFT_NOT_USABLE, WORKER_NOT_READY } from './command.service.js';
import { sweepDevices } from './device-sweep.js';

describe('设备指令: every transition of the lifecycle', async () => {
  const { app, db } = await buildTestApp();
  const enterprise = await signIn(app, 'enterprise');
  const { granted, foreign } = await softsOf(app, await enterpriseIdOf(app, enterprise));
  const device = await createTestDevice(app, enterprise);
  const { secret } = await enrolTestDevice(app, enterprise, device);
  const agent = deviceAuth(secret);

  const send = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/center/device-command', headers: bearer(enterprise), payload });
  const sendOne = async (command: string, args: object = {}) => {
    const res = await send({ deviceIds: [device.id], command, args });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ commands: DeviceCommand[] }>().commands[0]!;
  };
  const poll = () => app.inject({ method: 'GET', url: '/api/device-agent/commands?wait=0', headers: agent });
  const report = (id: number, status: string, detail = '') =>
    app.inject({
      method: 'POST',
      url: `/api/device-agent/commands/${id}/result`,
      headers: agent,
      payload: { status, detail },
    });
  const shown = async (id: number) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/center/device-command?deviceId=${device.id}&size=100`,
      headers: bearer(enterprise),
    });
    return res.json<{ content: DeviceCommand[] }>().content.find((c) => c.id === id)!;
  };
  const statuses = async (id: number) => (await shown(id)).events.map((e) => e.status);

  it('refuses anything but the five commands, shell text included, and foreign software', async () => {
    const bad = await send({ deviceIds: [device.id], command: 'exec', args: { cmd: 'rm -rf /' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('指令只能是');
    expect((await send({ deviceIds: [device.id], command: 'restart', args: { cmd: 'x' } })).statusCode).toBe(
      400,
    );
    const notMine = await send({ deviceIds: [device.id], command: 'launch', args: { softId: foreign } });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json<{ message: string }>().message).toBe(SOFT_NOT_USABLE);
    expect((await send({ deviceIds: [999_999], command: 'restart', args: {} })).statusCode).toBe(404);
  });

  it('queued → sent → succeeded, each transition with its time; a second result is refused', async () => {
    const command = await sendOne('restart');
    expect(command).toMatchObject({ status: 'queued', attempts: 0, command: 'restart' });
    const leased = await poll();
    expect(leased.statusCode).toBe(200);
    expect(leased.json<AgentCommand>()).toMatchObject({ id: command.id, command: 'restart', attempt: 1 });
    expect((await poll()).statusCode).toBe(204);
    expect((await report(command.id, 'succeeded', '已重启')).statusCode).toBe(200);
    const done = await shown(command.id);
    expect(done).toMatchObject({ status: 'succeeded', detail: '已重启', finishedAt: expect.any(String) });
    expect(done.events.map((e) => e.status)).toEqual(['queued', 'sent', 'succeeded']);
    expect(done.events.every((e) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
    expect((await report(command.id, 'failed')).statusCode).toBe(409);
  });

  it('failed and rejected are the agent’s to say; another device’s command is a 404', async () => {
    const a = await sendOne('shutdown');
    const b = await sendOne('stop');
    await poll();
    await poll();
    expect((await report(a.id, 'failed', '关机脚本退出码 1')).statusCode).toBe(200);
    expect((await report(b.id, 'rejected', '本机未配置 stop')).statusCode).toBe(200);
    expect((await shown(a.id)).status).toBe('failed');
    expect((await shown(b.id)).status).toBe('rejected');

    const other = await createTestDevice(app, enterprise);
    const { secret: otherSecret } = await enrolTestDevice(app, enterprise, other);
    const c = await sendOne('restart');
    await poll();
    const stolen = await app.inject({
      method: 'POST',
      url: `/api/device-agent/commands/${c.id}/result`,
      headers: deviceAuth(otherSecret),
      payload: { status: 'succeeded' },
    });
    expect(stolen.statusCode).toBe(404);
    await report(c.id, 'succeeded');
  });

  it('cancels only while queued', async () => {
    const cancel = (id: number) =>
      app.inject({
        method: 'POST',
        url: `/api/center/device-command/${id}/cancel`,
        headers: bearer(enterprise),
      });
    const queued = await sendOne('restart');
    const cancelled = await cancel(queued.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<DeviceCommand>()).toMatchObject({ status: 'cancelled' });
    expect((await poll()).statusCode).toBe(204);
    const sent = await sendOne('restart');
    await poll();
    const late = await cancel(sent.id);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(NOT_CANCELLABLE);
    await report(sent.id, 'succeeded');
  });

  it('expires when no agent fetches it within its TTL', async () => {
    const command = await sendOne('restart');
    await db.execute(
      `update device_command set expires_at = now() - interval '1 second' where id = ${command.id}`,
    );
    expect((await poll()).statusCode).toBe(204);
    expect((await sweepDevices(db)).expired).toBe(1);
    expect(await statuses(command.id)).toEqual(['queued', 'expired']);
  });

  it('is sent again when a lease runs out, up to three times, then times out', async () => {
    const command = await sendOne('restart');
    const lapse = () =>
      db.execute(
        `update device_command set lease_until = now() - interval '1 second' where id = ${command.id}`,
      );
    expect((await poll()).json<AgentCommand>().attempt).toBe(1);
    await lapse();
    // The sweeper puts it back in the queue…
    expect((await sweepDevices(db)).requeued).toBe(1);
    expect((await poll()).json<AgentCommand>().attempt).toBe(2);
    await lapse();
    // …and a poll takes a lapsed lease without waiting for the sweeper.
    expect((await poll()).json<AgentCommand>().attempt).toBe(3);
    await lapse();
    expect((await poll()).statusCode).toBe(204);
    expect((await sweepDevices(db)).timedOut).toBe(1);
    const final = await shown(command.id);
    expect(final).toMatchObject({ status: 'timed_out', attempts: 3 });
    expect(final.events.map((e) => e.status)).toEqual([
      'queued',
      'sent',
      'queued',
      'sent',
      'sent',
      'timed_out',
    ]);
    expect((await report(command.id, 'succeeded')).statusCode).toBe(409);
  });

  it('a late result is still taken while the command waits to be sent again', async () => {
    const command = await sendOne('restart');
    await poll();
    await db.execute(
      `update device_command set lease_until = now() - interval '1 second' where id = ${command.id}`,
    );
    await sweepDevices(db);
    expect((await report(command.id, 'succeeded', '迟到的回报')).statusCode).toBe(200);
    expect((await poll()).statusCode).toBe(204);
    expect((await shown(command.id)).status).toBe('succeeded');
  });

  it('limits each device to 20 commands a minute', async () => {
    const limited = await createTestDevice(app, enterprise);
    for (let i = 0; i < 20; i++) {
      const res = await send({ deviceIds: [limited.id], command: 'restart', args: {} });
      expect(res.statusCode).toBe(201);
    }
    const over = await send({ deviceIds: [limited.id], command: 'restart', args: {} });
    expect(over.statusCode).toBe(429);
    expect(over.json<{ message: string }>().message).toContain(limited.name);
  });

  it('launch carries a single-use ticket for the chosen staff member, bound to the device', async () => {
    const workers = await app.inject({
      method: 'GET',
      url: '/api/center/worker?size=100',
      headers: bearer(enterprise),
    });
    const list = workers.json<{
      content: { id: number; name: string; account: { username: string } | null }[];
    }>();
    const withAccount = list.content.find((w) => w.account !== null)!;
    const without = list.content.find((w) => w.account === null)!;
    const refused = await send({
      deviceIds: [device.id],
      command: 'launch',
      args: { softId: granted, workerId: without.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(WORKER_NOT_READY);

    const command = await sendOne('launch', { softId: granted, workerId: withAccount.id });
    expect(command).toMatchObject({
      soft: { id: granted },
      worker: { id: withAccount.id, name: withAccount.name },
    });
    const leased = (await poll()).json<AgentCommand>();
    if (leased.command !== 'launch') throw new Error('expected a launch');
    expect(leased.args.ticket.length).toBeGreaterThan(30);
    expect(leased.args.worker?.name).toBe(withAccount.name);
    if (leased.args.launchUrl)
      expect(new URL(leased.args.launchUrl).searchParams.get('ticket')).toBe(leased.args.ticket);
    const { rows } = await db.execute<{ device_id: number; worker_id: number }>(
      'select device_id, worker_id from train_launch order by id desc limit 1',
    );
    expect(rows[0]).toEqual({ device_id: device.id, worker_id: withAccount.id });
    await report(leased.id, 'succeeded', '已启动');
  });
});
