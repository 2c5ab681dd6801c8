import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import type { Device, DeviceEnrolCode } from '@coalsim/contract';
import { afterAll, describe, expect, it } from 'vitest';

import { startAgentProcess, type AgentProcess } from '../../testing/agent-process.js';
import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { createTestDevice } from '../../testing/device-helpers.js';
import { until } from '../../testing/poll.js';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const manifest = JSON.parse(await readFile(path.join(ROOT, 'tools/device-agent/package.json'), 'utf8')) as {
  version: string;
};
// npm's own CLI when the tests run under npm, else the one on PATH.
const npm = (args: string[], cwd = ROOT) =>
  process.env.npm_execpath?.endsWith('.js')
    ? run(process.execPath, [process.env.npm_execpath, ...args], { cwd })
    : run('npm', args, { cwd });

/**
 * An address of this machine on its network: the server is reached there as a simulation PC
 * reaches it over the training room's network, where plain http is refused by default.
 */
const lanAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a?.family === 'IPv4' && !a.internal)?.address;

/** Issue 43 §5: the agent installs from one tarball, without the monorepo, and runs as its bin. */
describe('the device agent packed, installed into an empty folder and run against the server', async () => {
  if (!lanAddress) throw new Error('需要一个回环以外的 IPv4 网络地址：本测试经网络以 http:// 访问测试服务器');
  const { app } = await buildTestApp();
  await app.listen({ host: '0.0.0.0', port: 0 });
  const lanServer = `http://${lanAddress}:${(app.server.address() as { port: number }).port}`;
  const enterprise = await signIn(app, 'enterprise');
  const device = await createTestDevice(app, enterprise);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'agent-package-'));
  const tarball = path.join(dir, `coalsim-device-agent-${manifest.version}.tgz`);
  const pc = path.join(dir, 'pc');
  const bin = path.join(pc, 'node_modules', '.bin', 'coalsim-device-agent');
  const stateArgs = ['--state', path.join(dir, 'state')];
  let agent: AgentProcess | null = null;
  afterAll(async () => {
    agent?.child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  });

  it('npm run device-agent:pack builds coalsim-device-agent-<version>.tgz with its dependency inside', async () => {
    await npm(['run', 'device-agent:pack', '--', '--pack-destination', dir]);
    expect(existsSync(tarball)).toBe(true);
    const { stdout } = await run('tar', ['tzf', tarball]);
    const files = stdout.split('\n');
    for (const file of [
      'main.mjs',
      'finished.mjs',
      'config.example.json',
      'package.json',
      'node_modules/yauzl/package.json',
    ]) {
      expect(files, file).toContain(`package/${file}`);
    }
    // The monorepo's own tools are not part of it.
    expect(files).not.toContain('package/pack.mjs');
    // …and the monorepo still runs the same program as before.
    const { stdout: help } = await npm(['run', '--silent', 'device-agent', '--', '--help']);
    expect(help).toContain('--insecure-http');
  }, 120_000);

  it('installs with npm into an empty folder, offline, as the bin coalsim-device-agent', async () => {
    await mkdir(pc);
    await npm(['install', '--prefix', pc, tarball, '--offline', '--no-audit', '--no-fund'], pc);
    expect(existsSync(bin)).toBe(true);
    const help = startAgentProcess([bin, '--help']);
    expect(await help.exited).toBe(0);
    expect(help.out.join('\n')).toMatch(/^用法：coalsim-device-agent --server/);
    expect(help.out.join('\n')).toContain('--insecure-http');
  }, 120_000);

  it('refuses the server over plain http on the network, saying why, unless --insecure-http is given', async () => {
    const refused = startAgentProcess([bin, '--server', lanServer, '--code', 'ABCD-EFGH', '--serial', 'X']);
    expect(await refused.exited).toBe(2);
    expect(refused.stderr().trim()).toBe(
      `拒绝使用未加密的平台地址 ${lanServer}：设备密钥会以明文经过网络，同一网络中的人可以截获它并冒充本机；` +
        '请改用 https:// 地址，或确认网络可信后加上 --insecure-http 参数',
    );
  });

  it('enrols, heartbeats (online, its package version) and stops on SIGTERM', async () => {
    const code = await app.inject({
      method: 'POST',
      url: `/api/center/device/${device.id}/enrol`,
      headers: bearer(enterprise),
    });
    agent = startAgentProcess([
      bin,
      '--server',
      lanServer,
      '--insecure-http',
      '--code',
      code.json<DeviceEnrolCode>().code,
      '--serial',
      device.serial,
      ...stateArgs,
    ]);
    await agent.line(new RegExp(`已接入平台 .*：设备 #${device.id}`));
    const shown = await until('the device online', async () => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/center/device?blurry=${device.serial}`,
        headers: bearer(enterprise),
      });
      const row = res.json<{ content: Device[] }>().content[0];
      return row?.status === 'online' ? row : undefined;
    });
    expect(shown).toMatchObject({ enrolled: true, agentVersion: manifest.version });
    agent.child.kill('SIGTERM');
    expect(await agent.exited).toBe(0);
    agent = null;
  });
});
