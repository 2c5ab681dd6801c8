import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { AgentCommand, DeviceCommand, Page, TrainLaunch } from '@coalsim/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { simulatedSession } from '../../../../../tools/open-api-client.mjs';
import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { createTestDevice, deviceAuth, enrolTestDevice } from '../../testing/device-helpers.js';
import { demoVendorKeys, launchTicket } from '../../testing/train-fixtures.js';
import { trainPractice } from '../train/practice.table.js';
import { ILAB, md5Upper } from './ilab.js';

const SIMULATOR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../tools/simulator.mjs',
);
const simulator = (args: string[]) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, [SIMULATOR, ...args], { timeout: 30_000 }, (err, stdout, stderr) =>
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr }),
    );
  });

/**
 * Issue 44 §2: a launch that names no trainee — the enterprise account's own 启动软件, a
 * 设备控制 启动仿真 with 学员 left empty — loses nothing: its sessions are kept as 练习 (counted
 * in no hours, plan, compliance or statistics), and an upload that is refused says why on the
 * launch (启动记录) and on the command that made it.
 */
describe('launches without a trainee, and refused uploads', async () => {
  const { app, db } = await buildTestApp();
  const enterprise = await signIn(app, 'enterprise');
  const vendor = await demoVendorKeys(app, enterprise);
  const as = { headers: bearer(enterprise) };

  /** Everything that counts training: records, plan progress, the rollup behind /stats. */
  const counted = async () => {
    const { rows } = await db.execute<{ records: number; done: number; stat: number }>(sql`select
      (select count(*) from train_record)::int as records,
      (select coalesce(sum(seconds_done), 0) from train_plan_worker)::int as done,
      (select coalesce(sum(seconds), 0) from train_stat_daily)::int as stat`);
    const stats = await app.inject({ method: 'GET', url: '/api/stats/overview', ...as });
    return { ...rows[0], stats: stats.json<{ totals: unknown }>().totals };
  };
  const launches = async () =>
    (await app.inject({ method: 'GET', url: '/api/train/launch?size=50', ...as })).json<Page<TrainLaunch>>()
      .content;
  const tokenFor = async (ticket: string) => {
    const res = await app.inject({
      method: 'GET',
      url: '/open/api/v2/token',
      query: {
        ticket,
        appid: vendor.appKey,
        signature: md5Upper(`${ticket}${vendor.appKey}${vendor.appSecret}`),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ access_token: string; un: string; practice: boolean }>();
  };
  const session = (username: string, originId: string) => ({
    ...simulatedSession({ startTime: Date.now() - 3_600_000, username, originId }),
    title: '综采仿真',
    status: 1,
    score: 88,
    appid: vendor.appKey,
  });
  const send = (accessToken: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/open/api/v2/data_upload',
      query: { access_token: accessToken },
      payload,
    });
  const upload = (accessToken: string, username: string, originId: string) =>
    send(accessToken, session(username, originId));

  it('the enterprise account’s own 启动软件: the simulator’s sessions are kept as 练习, counted nowhere', async () => {
    const before = await counted();
    const launched = await app.inject({
      method: 'POST',
      url: `/api/portal/soft/${vendor.softId}/launch`,
      payload: {},
      ...as,
    });
    expect(launched.json()).toMatchObject({ practice: true });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    afterAll(() => app.server.close());
    const { url } = launched.json<{ url: string }>();
    const run = await simulator([
      ...['--url', address, '--key', vendor.appKey, '--secret', vendor.appSecret],
      ...['--ilab', url, '--sessions', '2'],
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^练习：未指定学员（.+，enterprise），成绩不计入学时$/);
    expect(lines.at(-1)).toBe('已上报 2 条练习记录。');

    const [row] = await launches();
    expect(row).toMatchObject({
      username: 'enterprise',
      worker: null,
      upload: { practice: true, stored: 2, refusal: null },
    });
    const kept = await db.select().from(trainPractice).where(eq(trainPractice.launchId, row!.id));
    expect(kept.map((p) => p.score)).toEqual([85, 85]);
    expect(await counted()).toEqual(before);
  });

  it('启动仿真 with no 学员: the session is 练习 on the command and in 启动记录', async () => {
    const device = await createTestDevice(app, enterprise, { name: '练习工位' });
    const { secret } = await enrolTestDevice(app, enterprise, device);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/center/device-command',
      payload: { deviceIds: [device.id], command: 'launch', args: { softId: vendor.softId } },
      ...as,
    });
    const { id } = sent.json<{ commands: DeviceCommand[] }>().commands[0]!;
    const leased = await app.inject({
      method: 'GET',
      url: '/api/device-agent/commands?wait=0',
      headers: deviceAuth(secret),
    });
    const { args } = leased.json<AgentCommand & { command: 'launch' }>();
    expect(args.worker).toBeNull();
    const token = await tokenFor(args.ticket);
    expect(token).toMatchObject({ un: 'enterprise', practice: true });
    const before = await counted();
    const body = session(token.un, 'practice-on-device');
    const stored = await send(token.access_token, body);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toMatchObject({ code: 0, msg: expect.stringMatching(/^已保存为练习：/) });
    // The same upload again is the same session, once.
    expect((await send(token.access_token, body)).json()).toEqual(stored.json());
    expect(await counted()).toEqual(before);

    const commands = await app.inject({
      method: 'GET',
      url: `/api/center/device-command?deviceId=${device.id}`,
      ...as,
    });
    const shown = commands.json<Page<DeviceCommand>>().content.find((c) => c.id === id);
    expect(shown?.upload).toEqual({ practice: true, stored: 1, refusal: null, refusedAt: null });
    expect((await launches())[0]).toMatchObject({
      device: { id: device.id, name: '练习工位' },
      upload: { practice: true, stored: 1 },
    });
  });

  it('a refused upload shows on the command and in 启动记录 with what the simulation was told', async () => {
    const device = await createTestDevice(app, enterprise, { name: '拒收工位' });
    const { secret } = await enrolTestDevice(app, enterprise, device);
    const liming = vendor.workers.find((w) => w.account?.username === 'worker')!;
    const sent = await app.inject({
      method: 'POST',
      url: '/api/center/device-command',
      payload: {
        deviceIds: [device.id],
        command: 'launch',
        args: { softId: vendor.softId, workerId: liming.id },
      },
      ...as,
    });
    const { id } = sent.json<{ commands: DeviceCommand[] }>().commands[0]!;
    const leased = await app.inject({
      method: 'GET',
      url: '/api/device-agent/commands?wait=0',
      headers: deviceAuth(secret),
    });
    const token = await tokenFor(leased.json<AgentCommand & { command: 'launch' }>().args.ticket);
    expect(token).toMatchObject({ un: 'worker', practice: false });
    expect((await upload(token.access_token, 'worker', 'refused-1')).statusCode).toBe(200);
    // The simulation sends the session under the wrong name: refused, and the launch says so.
    const refused = await upload(token.access_token, 'operator', 'refused-2');
    expect(refused.statusCode).toBe(ILAB.otherUser.status);

    const commands = await app.inject({
      method: 'GET',
      url: `/api/center/device-command?deviceId=${device.id}`,
      ...as,
    });
    const shown = commands.json<Page<DeviceCommand>>().content.find((c) => c.id === id);
    expect(shown?.upload).toMatchObject({ practice: false, stored: 1, refusal: ILAB.otherUser.msg });
    expect(shown?.upload?.refusedAt).toEqual(expect.any(String));
    const [launch] = await launches();
    expect(launch).toMatchObject({
      worker: { id: liming.id },
      upload: { stored: 1, refusal: ILAB.otherUser.msg },
    });
    // Said about what the launching side did: nothing asks for a credit code or a 工号.
    expect(launch!.upload.refusal).not.toMatch(/信用代码|工号/);
  });

  it('a staff launch still stores the staff member’s record, on the launch', async () => {
    const { ticket } = await launchTicket(app, await signIn(app, 'worker'), vendor.softId);
    const token = await tokenFor(ticket);
    expect(token.practice).toBe(false);
    const before = await counted();
    const stored = await upload(token.access_token, 'worker', 'staff-session');
    expect(stored.json()).toMatchObject({ code: 0, msg: 'success' });
    expect((await counted()).records).toBe(before.records! + 1);
    expect((await launches())[0]).toMatchObject({ upload: { practice: false, stored: 1, refusal: null } });
  });
});
