import { randomInt } from 'node:crypto';

import { beforeAll, describe as suite, expect, it } from 'vitest';

import { createClient } from '../../tools/device-agent/index.mjs';
import { Api, describe, type Reply } from '../support/api.js';
import { type BackOfficeUser, CLUSTER_PASSWORD, createRole } from '../support/back-office.js';
import { clientIp, cluster, control, instanceUrl, record, rounds } from '../support/context.js';
import { enrolledDevice } from '../support/devices.js';
import { signIn } from '../support/session.js';

/** Each writer sends its next write once the last is answered: one in flight per writer. */
const LOAD_MS = 6000;
const KILL_AFTER_MS = 2000;
/** A pause between writes, so the run and command limits are not what the round measures. */
const PACE_MS = { user: 0, command: 300, job: 150 };
/** Long enough for a run the killed instance held to be queued again (run-leases.ts, ~90 s). */
const RUNS_TIMEOUT_MS = 180_000;

type Kind = keyof typeof PACE_MS;
interface Write {
  kind: Kind;
  /** The username, or the device for a command. */
  key: string;
  status: number;
  /** The command's id when it was acknowledged. */
  id?: number;
  error?: string;
}

let admin: Api;
let enterprise: Api;
let roleId: number;

beforeAll(async () => {
  const ip = await clientIp();
  admin = await signIn(new Api(cluster().proxyUrl, undefined, ip), 'admin');
  enterprise = await signIn(new Api(cluster().proxyUrl, undefined, ip), 'enterprise');
  roleId = await createRole(admin.at(instanceUrl(1)));
});

/** A write through the proxy; a connection the proxy dropped reads as status 0. */
async function send(kind: Kind, key: string, write: () => Promise<Reply<unknown>>): Promise<Write> {
  try {
    const res = await write();
    const id = (res.body as { commands?: { id: number }[] } | undefined)?.commands?.[0]?.id;
    return {
      kind,
      key,
      status: res.status,
      ...(id ? { id } : {}),
      ...(res.status < 300 ? {} : { error: res.text.slice(0, 200) }),
    };
  } catch (err) {
    return {
      kind,
      key,
      status: 0,
      error: err instanceof Error ? `${err.message} ${String(err.cause ?? '')}` : String(err),
    };
  }
}

/** Writes of `kind` one after another until the load ends. */
async function writer(kind: Kind, end: number, next: (i: number) => Promise<Write>): Promise<Write[]> {
  const done: Write[] = [];
  for (let i = 0; Date.now() < end; i++) {
    done.push(await next(i));
    if (PACE_MS[kind]) await new Promise((r) => setTimeout(r, PACE_MS[kind]));
  }
  return done;
}

/** Every command queued for the device, as its agent receives them (each reported done). */
async function drain(secret: string): Promise<number[]> {
  const agent = createClient({ server: cluster().proxyUrl, secret });
  const received: number[] = [];
  for (;;) {
    const command = await agent.nextCommand(1);
    if (!command) return received;
    received.push(command.id);
    await agent.report(command.id, { status: 'succeeded', detail: 'cluster suite' });
  }
}

suite.each(rounds())('SIGKILL of one instance under a write load through nginx, round %i', (round) => {
  it('no acknowledged write, command or job run is lost, and none is half-written', async () => {
    const victim = ((round + 1) % 3) + 1;
    const states = (await control('/instances', 'GET')) as { running: boolean }[];
    expect(
      states.every((s) => s.running),
      'three instances up before the round',
    ).toBe(true);
    const devices = await Promise.all([1, 2, 3].map(() => enrolledDevice(enterprise, instanceUrl(1))));
    const job = await admin.post<{ id: number }>('/api/jobs', {
      jobName: `集群中断${round}-${randomInt(1e6)}`,
      handler: 'sweepExpired',
      params: null,
      cronExpression: '0 3 * * *',
      isPause: true,
      description: 'cluster suite',
    });
    expect(job.status, describe(job)).toBe(201);
    const prefix = `kw${randomInt(36 ** 5).toString(36)}n`;

    const end = Date.now() + LOAD_MS;
    const load = Promise.all([
      // Zero-padded: the search for one name must not also match the hundred after it.
      writer('user', end, (i) =>
        send('user', `${prefix}${String(i).padStart(4, '0')}`, () =>
          admin.post('/api/users', {
            username: `${prefix}${String(i).padStart(4, '0')}`,
            nickName: '中断测试',
            role: 1,
            enabled: true,
            roles: [{ id: roleId }],
            password: CLUSTER_PASSWORD,
          }),
        ),
      ),
      writer('command', end, (i) => {
        const device = devices[i % devices.length]!;
        return send('command', String(device.deviceId), () =>
          enterprise.post('/api/center/device-command', {
            command: 'restart',
            deviceIds: [device.deviceId],
            args: {},
          }),
        );
      }),
      writer('job', end, () =>
        send('job', String(job.body.id), () => admin.put(`/api/jobs/exec/${job.body.id}`)),
      ),
    ]);
    await new Promise((r) => setTimeout(r, KILL_AFTER_MS));
    await control(`/instances/${victim}/kill`);
    const writes = (await load).flat();
    const restart = await control(`/instances/${victim}/start`).then(
      () => undefined,
      (err: Error) => err.message,
    );

    // Only the one write each writer had in flight on the killed instance may fail, as a 502.
    const failed = writes.filter((w) => w.status >= 300 || w.status === 0);
    const acked = (kind: Kind) => writes.filter((w) => w.kind === kind && w.status >= 200 && w.status < 300);

    // Users: every acknowledged one exists with its role; a failed one exists whole or not at all.
    const reader = admin.at(instanceUrl(((victim + 1) % 3) + 1));
    const halfWritten: string[] = [];
    const lostUsers: string[] = [];
    for (const w of writes.filter((x) => x.kind === 'user')) {
      const res = await reader.get<{ content: BackOfficeUser[] }>(`/api/users?blurry=${w.key}&size=10`);
      expect(res.status, describe(res)).toBe(200);
      const user = res.body.content.find((u) => u.username === w.key);
      if (!user && w.status >= 200 && w.status < 300) lostUsers.push(w.key);
      if (user && !user.roles.some((r) => r.id === roleId)) halfWritten.push(w.key);
    }

    // Commands: every acknowledged one reaches its device.
    const received = new Set((await Promise.all(devices.map((d) => drain(d.secret)))).flat());
    const lostCommands = acked('command')
      .filter((w) => !received.has(w.id!))
      .map((w) => w.id);

    // Runs: every acknowledged 立即执行 runs, a failed one at most once more.
    const runsOf = async () => {
      const res = await reader.get<{ totalElements: number }>(`/api/jobs/logs?jobId=${job.body.id}&size=1`);
      expect(res.status, describe(res)).toBe(200);
      return res.body.totalElements;
    };
    const jobsAcked = acked('job').length;
    const deadline = Date.now() + RUNS_TIMEOUT_MS;
    while ((await runsOf()) < jobsAcked && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 1000));
    const runs = await runsOf();

    record('SIGKILL under write load', {
      round,
      killed: victim,
      writes: writes.length,
      users: acked('user').length,
      commands: acked('command').length,
      jobRuns: `${runs}/${jobsAcked}`,
      failed: failed.map((w) => `${w.kind}:${w.status}`).join(' ') || 'none',
      restart: restart ?? 'ready',
    });
    expect(failed.length, JSON.stringify(failed)).toBeLessThanOrEqual(3);
    expect(failed.filter((w) => ![0, 502, 504].includes(w.status))).toEqual([]);
    expect(lostUsers).toEqual([]);
    expect(halfWritten).toEqual([]);
    expect(lostCommands).toEqual([]);
    expect(runs).toBeGreaterThanOrEqual(jobsAcked);
    expect(runs).toBeLessThanOrEqual(writes.filter((w) => w.kind === 'job').length);
    expect(restart, `instance ${victim} started again`).toBeUndefined();
  });
});
