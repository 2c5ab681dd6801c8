import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  createExecutor,
  FINISHED_KEPT,
  loadState,
  parseConfig,
  saveState,
  serverUrl,
  type LeasedCommand,
} from '../../../../../tools/device-agent/index.mjs';
import { COMMAND_SCRIPT } from '../../testing/agent-process.js';

const NODE = process.execPath;

const leased = (id: number, command: string): LeasedCommand => ({ id, attempt: 1, command, args: {} });

/** A folder with the command script, and an executor over its state as a fresh start would load it. */
async function machine() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'agent-state-'));
  const script = path.join(dir, 'command.mjs');
  await writeFile(script, COMMAND_SCRIPT);
  const runs = path.join(dir, 'runs');
  const config = parseConfig({
    commands: { restart: { argv: [NODE, script, runs, 'done'] }, update: true },
  });
  const start = async (bootTime?: () => number) =>
    createExecutor({
      config,
      stateDir: dir,
      state: await loadState(dir),
      client: { downloadPackage: async () => ({ bytes: 0, sha256: '' }) },
      ...(bootTime ? { bootTime } : {}),
    });
  const timesRun = async () =>
    existsSync(runs) ? (await readFile(runs, 'utf8')).trim().split('\n').length : 0;
  return { dir, start, timesRun };
}

describe('device agent: carried-out commands kept in the state file', () => {
  it('answers a command finished before its restart from the file, without running it again', async () => {
    const { start, timesRun } = await machine();
    const first = await (await start()).execute(leased(7, 'restart'));
    expect(first).toEqual({ status: 'succeeded', detail: '已执行 node' });
    expect(await timesRun()).toBe(1);
    // The result never reached the server; the agent starts again on the same folder.
    const again = await (await start()).execute(leased(7, 'restart'));
    expect(again).toEqual({ ...first, repeated: true });
    expect(await timesRun()).toBe(1);
  });

  it('settles a command the machine went down during: a restart worked if it booted since', async () => {
    const { dir, start, timesRun } = await machine();
    const startedAt = Date.now() - 60_000;
    await saveState(dir, {
      installed: {},
      finished: [
        { id: 1, status: 'running', command: 'restart', startedAt },
        { id: 2, status: 'running', command: 'update', startedAt },
        { id: 3, status: 'running', command: 'restart', startedAt },
      ],
    });
    const booted = await start(() => startedAt + 30_000);
    expect(await booted.execute(leased(1, 'restart'))).toMatchObject({
      status: 'succeeded',
      detail: expect.stringMatching(/^本机已重启（.+重新开机后确认），未再次执行$/),
      repeated: true,
    });
    // An update cut short is not half-repeated: the server hears it is unknown.
    expect(await booted.execute(leased(2, 'update'))).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/^执行 update 期间设备代理被中断/),
    });
    // The agent alone died (no boot since): unknown too, and still not run.
    const notBooted = await start(() => startedAt - 30_000);
    expect(await notBooted.execute(leased(3, 'restart'))).toMatchObject({ status: 'failed', repeated: true });
    expect(await timesRun()).toBe(0);
    // Settled once: the next start reads the settled result.
    expect((await (await start()).execute(leased(1, 'restart'))).status).toBe('succeeded');
  });

  it('keeps the newest FINISHED_KEPT commands, so the file stays small', async () => {
    const { dir, start } = await machine();
    const executor = await start();
    for (let id = 1; id <= FINISHED_KEPT + 5; id++) await executor.execute(leased(id, 'shutdown'));
    const { finished } = await loadState(dir);
    expect(finished).toHaveLength(FINISHED_KEPT);
    expect(finished!.map((e) => e.id)).toEqual(Array.from({ length: FINISHED_KEPT }, (_, i) => i + 6));
    expect(finished![0]).toEqual({
      id: 6,
      status: 'rejected',
      detail: '本机未配置 shutdown（关机），未执行',
    });
  });
});

describe('device agent: plain http only to this machine, unless told the network is trusted', () => {
  it('refuses http:// to another machine, saying why and what to do', () => {
    for (const url of ['http://192.168.1.10:8080', 'http://coalsim.example.cn', 'http://[fd00::2]:8080']) {
      expect(() => serverUrl(url), url).toThrow(
        /^拒绝使用未加密的平台地址 .+：设备密钥会以明文经过网络.*请改用 https:\/\/ 地址，或确认网络可信后加上 --insecure-http 参数$/,
      );
      expect(serverUrl(url, { insecureHttp: true })).toBe(new URL(url).origin);
    }
  });

  it('takes https anywhere and http on the loopback', () => {
    expect(serverUrl('https://coalsim.example.cn/base/')).toBe('https://coalsim.example.cn/base');
    for (const url of [
      'http://127.0.0.1:8080',
      'http://localhost:8080',
      'http://[::1]:8080',
      'http://127.1.2.3',
    ]) {
      expect(serverUrl(url), url).toBe(new URL(url).origin);
    }
  });
});
