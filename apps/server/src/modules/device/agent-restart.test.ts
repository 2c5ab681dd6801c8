import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';

import type { DeviceEnrolCode } from '@coalsim/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { COMMAND_SCRIPT, startAgent, type AgentProcess } from '../../testing/agent-process.js';
import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { createTestDevice, finalCommand, sendTestCommand } from '../../testing/device-helpers.js';
import { enterpriseIdOf } from '../../testing/enterprise-helpers.js';
import { deviceCommand } from './device.table.js';

const NODE = process.execPath;

/**
 * Between the agent and the server, as the training room's network is: `cut()` true and every
 * call fails (503), as when the machine goes down with the network before its report is out.
 */
async function networkTo(upstream: string) {
  let cut = () => false;
  const server = createServer((req, res) => {
    if (cut()) {
      res.writeHead(503, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ status: 503, message: '网络已断开', timestamp: Date.now() }));
    }
    const forward = request(`${upstream}${req.url}`, { method: req.method, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode!, up.headers);
      up.pipe(res);
    });
    forward.on('error', () => res.destroy());
    res.on('close', () => forward.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    cutWhen: (check: () => boolean) => (cut = check),
  };
}

/** Issue 43 §5: finished commands are kept in the state file, so a restarted agent never redoes one. */
describe('the agent restarted with the same state folder does not carry out a command again', async () => {
  const { app } = await buildTestApp();
  const network = await networkTo(await app.listen({ host: '127.0.0.1', port: 0 }));
  const admin = await signIn(app, 'admin');
  let enterprise = await signIn(app, 'enterprise');
  const device = await createTestDevice(app, enterprise);

  const dir = await mkdtemp(path.join(os.tmpdir(), 'agent-restart-'));
  const script = path.join(dir, 'command.mjs');
  await writeFile(script, COMMAND_SCRIPT);
  const runs = { shutdown: path.join(dir, 'shutdown.runs'), restart: path.join(dir, 'restart.runs') };
  const configFile = path.join(dir, 'config.json');
  await writeFile(
    configFile,
    JSON.stringify({
      serial: device.serial,
      commands: {
        shutdown: { argv: [NODE, script, runs.shutdown, 'done'] },
        restart: { argv: [NODE, script, runs.restart, 'kill'] },
      },
    }),
  );
  const common = ['--config', configFile, '--state', path.join(dir, 'state'), '--wait', '2'];
  let agent: AgentProcess | null = null;
  afterAll(() => {
    agent?.child.kill('SIGKILL');
  });

  const timesRun = async (file: string) =>
    existsSync(file) ? (await readFile(file, 'utf8')).trim().split('\n').length : 0;
  const send = (command: string) => sendTestCommand(app, enterprise, device.id, command);
  const final = (id: number) => finalCommand(app, enterprise, device.id, id);
  /** Its two minutes' lease run out now: the server hands it out again at the next poll. */
  const leaseRunsOut = (id: number) =>
    app.db
      .update(deviceCommand)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(deviceCommand.id, id));

  it('a shutdown carried out whose result was lost with the network: reported again, not run again', async () => {
    const code = await app.inject({
      method: 'POST',
      url: `/api/center/device/${device.id}/enrol`,
      headers: bearer(enterprise),
    });
    agent = startAgent([...common, '--server', network.url, '--code', code.json<DeviceEnrolCode>().code]);
    await agent.line(/设备代理已启动/);
    network.cutWhen(() => existsSync(runs.shutdown));
    const id = await send('shutdown');
    await agent.line(new RegExp(`回报指令 #${id} 失败`));
    agent.child.kill('SIGKILL');
    await agent.exited;
    expect(await timesRun(runs.shutdown)).toBe(1);

    await leaseRunsOut(id);
    network.cutWhen(() => false);
    agent = startAgent([...common]);
    const command = await final(id);
    expect(await timesRun(runs.shutdown)).toBe(1);
    expect(command).toMatchObject({ status: 'succeeded', detail: '已执行 node' });
    await agent.line(new RegExp(`指令 #${id} shutdown（已执行过）：succeeded`));
  });

  it('keeps trying while its enterprise is disabled, and resumes by itself once it is enabled', async () => {
    const enterpriseId = await enterpriseIdOf(app, enterprise);
    const setEnabled = (enabled: boolean) =>
      app.inject({
        method: 'PUT',
        url: `/api/enterprise/${enterpriseId}/enabled`,
        headers: bearer(admin),
        payload: { enabled },
      });
    expect((await setEnabled(false)).statusCode).toBe(200);
    await agent!.line(
      /领取指令失败：本设备所属企业已被平台停用.*重新启用该企业，设备代理会自动恢复，\d+ 秒后重试/,
    );
    expect((await setEnabled(true)).statusCode).toBe(200);
    await agent!.line(/已重新连上平台/);
    enterprise = await signIn(app, 'enterprise');
  });

  it('a restart that took the agent down with it: settled after the restart, not run again', async () => {
    const id = await send('restart');
    expect(await agent!.exited).toBeNull(); // killed by its restart, before it could report
    expect(await timesRun(runs.restart)).toBe(1);

    await leaseRunsOut(id);
    agent = startAgent([...common]);
    const command = await final(id);
    expect(await timesRun(runs.restart)).toBe(1);
    // The machine did not boot meanwhile (only the agent died): the result is unknown, and said so.
    expect(command.status).toBe('failed');
    expect(command.detail).toMatch(/^执行 restart 期间设备代理被中断.*未再执行，如仍需要请重新下发$/);
    agent.child.kill('SIGTERM');
    expect(await agent.exited).toBe(0);
    agent = null;
  });
});
