import { existsSync } from 'node:fs';
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import type { Device, DeviceEnrolCode } from '@coalsim/contract';
import { afterAll, describe, expect, it } from 'vitest';

import { startAgent } from '../../testing/agent-process.js';
import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import {
  createTestDevice,
  enrolTestDevice,
  finalCommand,
  sendTestCommand,
  softsOf,
} from '../../testing/device-helpers.js';
import { uploadTestPackage } from '../../testing/device-samples.js';
import { enterpriseIdOf } from '../../testing/enterprise-helpers.js';
import { until } from '../../testing/poll.js';

const NODE = process.execPath;

/** Stands in for the simulator and the shutdown script: writes its argv and env, may stay. */
const MARKER_SCRIPT = `import { writeFileSync } from 'node:fs';
const [file, ...rest] = process.argv.slice(2);
writeFileSync(file, JSON.stringify({ argv: rest, ticket: process.env.COALSIM_TICKET ?? null }));
if (process.env.STAY) setInterval(() => {}, 1000);
`;

/** A port nothing listens on yet: one the system just handed out and took back. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('npm run device-agent against the real server', async () => {
  const { app } = await buildTestApp();
  const admin = await signIn(app, 'admin');
  const enterprise = await signIn(app, 'enterprise');
  const { granted } = await softsOf(app, await enterpriseIdOf(app, enterprise));
  const device = await createTestDevice(app, enterprise);

  const dir = await mkdtemp(path.join(os.tmpdir(), 'agent-cli-'));
  const stateDir = path.join(dir, 'state');
  const packagesDir = path.join(dir, 'packages');
  const script = path.join(dir, 'marker.mjs');
  await writeFile(script, MARKER_SCRIPT);
  const configFile = path.join(dir, 'config.json');
  await writeFile(
    configFile,
    JSON.stringify({
      serial: device.serial,
      commands: {
        launch: {
          argv: [NODE, script, path.join(dir, 'launched.json'), '--ticket={ticket}', '{launchUrl}'],
          env: { STAY: '1' },
        },
        stop: { graceSeconds: 5 },
        update: { packagesDir },
        shutdown: { argv: [NODE, script, path.join(dir, 'shutdown.json')] },
      },
    }),
  );
  const common = ['--config', configFile, '--state', stateDir, '--wait', '3'];

  let agent: ReturnType<typeof startAgent> | null = null;
  // Registered after buildTestApp's own: the agent is gone before the app closes.
  afterAll(() => {
    agent?.child.kill('SIGKILL');
  });

  const send = (command: string, args: object = {}) =>
    sendTestCommand(app, enterprise, device.id, command, args);
  const final = (id: number) => finalCommand(app, enterprise, device.id, id);
  const shown = async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/center/device?blurry=${device.serial}`,
      headers: bearer(enterprise),
    });
    return res.json<{ content: Device[] }>().content[0]!;
  };
  const statusIs = (status: Device['status']) =>
    until(`device ${status}`, async () => ((await shown()).status === status ? true : undefined));
  const enrolCode = async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/center/device/${device.id}/enrol`,
      headers: bearer(enterprise),
    });
    return res.json<DeviceEnrolCode>().code;
  };

  it('prints its help, and refuses to start without an enrolment, in one line', async () => {
    const help = startAgent(['--help']);
    expect(await help.exited).toBe(0);
    for (const option of [
      '--server',
      '--code',
      '--serial',
      '--config',
      '--state',
      '--wait',
      '--insecure-http',
    ]) {
      expect(help.out.join('\n'), option).toContain(option);
    }
    const run = startAgent([...common, '--server', 'http://127.0.0.1:9']);
    expect(await run.exited).toBe(2);
    expect(run.stderr().trim()).toBe(
      `尚未接入：${path.join(stateDir, 'secret')} 不存在，请用 --code 和 --serial 接入`,
    );
  });

  it('waits for a server that is away, then enrols, keeps its secret 0600 and goes online', async () => {
    const port = await freePort();
    agent = startAgent([...common, '--server', `http://127.0.0.1:${port}`, '--code', await enrolCode()]);
    await agent.line(/接入失败：无法连接 http:\/\/127\.0\.0\.1:\d+（ECONNREFUSED）/);
    await app.listen({ host: '127.0.0.1', port });
    await agent.line(new RegExp(`已接入平台 .*：设备 #${device.id}`));
    expect((await stat(path.join(stateDir, 'secret'))).mode & 0o777).toBe(0o600);
    await agent.line(/允许的指令：launch、stop、update、shutdown/);
    await statusIs('online');
    expect(await shown()).toMatchObject({ enrolled: true, agentVersion: '1.0.0' });
  });

  it('launches the configured simulator with the ticket, is busy until stopped', async () => {
    const launched = await final(await send('launch', { softId: granted, workerId: null }));
    expect(launched.status, launched.detail ?? '').toBe('succeeded');
    expect(launched.detail).toMatch(/^已启动 .+（进程 \d+）$/);
    const marker = path.join(dir, 'launched.json');
    await until('the simulator to start', async () => (existsSync(marker) ? true : undefined));
    const { argv, ticket } = JSON.parse(await readFile(marker, 'utf8')) as { argv: string[]; ticket: string };
    expect(ticket).toMatch(/\S{16,}/);
    expect(argv[0]).toBe(`--ticket=${ticket}`);
    // {launchUrl}: the software's launch address with the same ticket, or '' when it has none.
    expect(argv).toHaveLength(2);
    if (argv[1]) expect(argv[1]).toContain(`ticket=${encodeURIComponent(ticket)}`);
    await statusIs('busy');

    const stopped = await final(await send('stop', { softId: granted }));
    expect(stopped).toMatchObject({ status: 'succeeded', detail: expect.stringMatching(/^已停止仿真程序/) });
    await statusIs('online');
  });

  it('rejects a command its configuration does not name, and runs the configured shutdown', async () => {
    const restart = await final(await send('restart'));
    expect(restart).toMatchObject({ status: 'rejected', detail: '本机未配置 restart（重启设备），未执行' });
    const shutdown = await final(await send('shutdown'));
    expect(shutdown).toMatchObject({ status: 'succeeded', detail: '已执行 node' });
    expect(existsSync(path.join(dir, 'shutdown.json'))).toBe(true);
  });

  it('downloads an uploaded package with its secret, checks it, unpacks it and reports its version', async () => {
    const pkg = await uploadTestPackage(app, admin, granted, '5.1.0');
    const update = await final(await send('update', { packageId: pkg.id }));
    expect(update.status, update.detail ?? '').toBe('succeeded');
    const folder = path.join(packagesDir, String(granted), '5.1.0');
    expect(update.detail).toContain(folder);
    expect(await readFile(path.join(folder, 'sim.txt'), 'utf8')).toBe('5.1.0');
    await until('softVersion 5.1.0', async () =>
      (await shown()).softVersion === '5.1.0' ? true : undefined,
    );
  });

  it('stops on SIGTERM, and starts again on its stored secret without a code', async () => {
    agent!.child.kill('SIGTERM');
    expect(await agent!.exited).toBe(0);
    expect(agent!.out.at(-1)).toMatch(/设备代理已停止$/);
    agent = startAgent(common);
    await agent.line(/设备代理已启动/);
    const again = await final(await send('restart'));
    expect(again.status).toBe('rejected');
  });

  it('stops with a clear message when its secret is revoked by enrolling again', async () => {
    await enrolTestDevice(app, enterprise, device);
    expect(await agent!.exited).toBe(3);
    expect(agent!.stderr()).toContain('设备密钥已失效');
    expect(agent!.out.some((l) => /平台拒绝了设备密钥（HTTP 401）/.test(l))).toBe(true);
    agent = null;
  });
});
