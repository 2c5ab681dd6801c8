import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Page, TrainPlan } from '@coalsim/contract';
import { afterAll, describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { demoVendorKeys, launchTicket } from '../../testing/train-fixtures.js';

const SIMULATOR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../tools/simulator.mjs',
);

/** `npm run simulator -- <args>` without npm: its exit code and what it printed. */
function simulator(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [SIMULATOR, ...args], { timeout: 30_000 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** A port nothing listens on: one the system just handed out and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The four options every run needs, with values the argument checks accept. */
const REQUIRED = ['--key', 'k', '--secret', 's', '--enterprise', 'e', '--worker', 'w'];

const OPTIONS = [
  '--key',
  '--secret',
  '--enterprise',
  '--worker',
  '--url',
  '--sessions',
  '--minutes',
  '--score',
  '--device',
  '--ilab',
];

describe('npm run simulator', async () => {
  const { app } = await buildTestApp();

  it('prints its help with every option and exits 0', async () => {
    for (const flag of ['--help', '-h']) {
      const run = await simulator([flag]);
      expect(run.code).toBe(0);
      for (const option of OPTIONS) expect(run.stdout, option).toContain(option);
      expect(run.stderr).toBe('');
    }
  });

  it('sends the reader for the keys where the vendor finds them: 考核中心 → 接入密钥', async () => {
    const { stdout } = await simulator(['--help']);
    const keyLine = stdout.split('\n').find((line) => line.trimStart().startsWith('--key'));
    expect(keyLine).toContain('考核中心 → 接入密钥');
    expect(keyLine).toContain('AppKey');
    // No such menu exists: the old help sent newcomers looking for it.
    expect(stdout).not.toContain('应用密钥');
  });

  it('refuses an unknown option, a missing one and a bad number in one line each, exit 2', async () => {
    const unknown = await simulator(['--port', '9090']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.trim()).toMatch(/^参数错误：.*--port.*npm run simulator -- --help 查看用法）$/);

    const missing = await simulator(['--key', 'k']);
    expect(missing.code).toBe(2);
    expect(missing.stderr.split('\n')[0]).toBe('缺少参数：--secret、--enterprise、--worker');

    const bad = await simulator([...REQUIRED, '--score', 'high']);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim()).toBe('参数错误：--score 须是 0–100 的整数，收到「high」');
  });

  it('says in one line, without a stack, that the server cannot be reached', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const run = await simulator(['--url', url, ...REQUIRED]);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      `无法连接 ${url}（ECONNREFUSED）：请确认平台已启动（npm start），或用 --url 指定平台地址`,
    );
  });

  it('reports sessions to a server on another port through --url, naming the plan they count in', async () => {
    const enterprise = await signIn(app, 'enterprise');
    const vendor = await demoVendorKeys(app, enterprise);
    // The demo's running plan for the whole 生产部 on this software: the sessions count in it.
    const plans = await app.inject({
      method: 'GET',
      url: '/api/train/plan?size=50',
      headers: bearer(enterprise),
    });
    const now = Date.now();
    const running = plans
      .json<Page<TrainPlan>>()
      .content.find(
        (p) =>
          p.soft.id === vendor.softId && p.status === 'published' && p.startTime <= now && p.endTime >= now,
      );
    expect(running, 'the demo data has a running plan').toBeDefined();
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    afterAll(() => app.server.close());
    const worker = vendor.workers[0]!.employeeNo;
    const run = await simulator([
      '--url',
      address,
      '--key',
      vendor.appKey,
      '--secret',
      vendor.appSecret,
      '--enterprise',
      vendor.creditCode,
      '--worker',
      worker,
      '--sessions',
      '2',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines.at(-1)).toBe('已上报 2 条培训记录。');
    // The plan by its name, as the enterprise knows it (it printed the plan's id).
    for (const line of lines.slice(0, -1)) expect(line).toContain(`计入计划「${running!.name}」`);
  });

  it('plays a launched session through the ilab-x door with --ilab: the launcher’s own records', async () => {
    const vendor = await demoVendorKeys(app, await signIn(app, 'enterprise'));
    const address = app.server.listening
      ? `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
      : await app.listen({ host: '127.0.0.1', port: 0 });
    const { url } = await launchTicket(app, await signIn(app, 'worker'), vendor.softId);
    const args = ['--url', address, '--key', vendor.appKey, '--secret', vendor.appSecret, '--ilab', url];
    const run = await simulator([...args, '--sessions', '2']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^受训人：.+（worker）$/);
    expect(lines.at(-1)).toBe('已上报 2 条培训记录。');
    // The ticket worked once: a second run with the same address says why it cannot.
    const again = await simulator(args);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toMatch(/^换取令牌失败（HTTP 401）：ticket 已使用过/);
  });
});
