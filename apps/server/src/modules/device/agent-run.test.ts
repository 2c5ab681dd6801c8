import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it, vi } from 'vitest';

import {
  ApiError,
  createExecutor,
  parseConfig,
  runAgent,
  type AgentClient,
  type LeasedCommand,
} from '../../../../../tools/device-agent/index.mjs';
import { until } from '../../testing/poll.js';

const NODE = process.execPath;

/** A harmless stand-in for a simulator or a shutdown script: writes its argv and env, may stay. */
const MARKER_SCRIPT = `import { writeFileSync } from 'node:fs';
const [file, ...rest] = process.argv.slice(2);
writeFileSync(file, JSON.stringify({ argv: rest, ticket: process.env.COALSIM_TICKET ?? null }));
if (process.env.STAY) setInterval(() => {}, 1000);
if (process.env.FAIL) { console.error('磁盘已满'); process.exit(4); }
`;

async function setup(commands: object) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'agent-run-'));
  const script = path.join(dir, 'marker.mjs');
  await writeFile(script, MARKER_SCRIPT);
  const config = parseConfig({ commands: typeof commands === 'function' ? commands(script, dir) : commands });
  const state = { installed: {} };
  const log: string[] = [];
  const executor = createExecutor({
    config,
    stateDir: dir,
    state,
    client: { downloadPackage: async () => ({ bytes: 0, sha256: '' }) },
    log: (line) => log.push(line),
  });
  return { dir, script, executor, log };
}

const leased = (id: number, command: string, args: object = {}): LeasedCommand => ({
  id,
  attempt: 1,
  leaseUntil: new Date(Date.now() + 120_000).toISOString(),
  command,
  args: args as Record<string, unknown>,
});

describe('device agent: commands carried out through the configuration only', () => {
  it('rejects what is not configured, naming it, and runs nothing', async () => {
    const { executor } = await setup({});
    for (const [id, name] of ['launch', 'stop', 'update', 'restart', 'shutdown'].entries()) {
      const result = await executor.execute(leased(id + 1, name));
      expect(result.status, name).toBe('rejected');
      expect(result.detail).toMatch(new RegExp(`^本机未配置 ${name}（.+），未执行$`));
    }
    expect(await executor.execute(leased(99, 'exec', { cmd: 'rm -rf /' }))).toEqual({
      status: 'rejected',
      detail: '本机未配置 不认识的指令 exec，未执行',
    });
  });

  it('runs restart/shutdown argv without a shell; a failing script is failed with its reason', async () => {
    const { executor, dir } = await setup((script: string, d: string) => ({
      shutdown: { argv: [NODE, script, path.join(d, 'shutdown.json'), '; touch /tmp/pwned'] },
      restart: { argv: [NODE, '-e', 'console.error("磁盘已满"); process.exit(4)'] },
    }));
    const ok = await executor.execute(leased(1, 'shutdown'));
    expect(ok).toMatchObject({ status: 'succeeded', detail: expect.stringMatching(/^已执行 node/) });
    expect(JSON.parse(await readFile(path.join(dir, 'shutdown.json'), 'utf8')).argv).toEqual([
      '; touch /tmp/pwned',
    ]);
    const bad = await executor.execute(leased(2, 'restart'));
    expect(bad).toEqual({ status: 'failed', detail: 'node 退出码 4：磁盘已满' });
  });

  it('launches the configured program with the ticket, is busy until stopped, and does a command once', async () => {
    const { executor, dir } = await setup((script: string, d: string) => ({
      launch: {
        argv: [NODE, script, path.join(d, 'launch.json'), '--ticket={ticket}', '{launchUrl}'],
        env: { STAY: '1' },
        softIds: [7],
      },
      stop: { graceSeconds: 5 },
    }));
    const args = {
      softId: 7,
      softName: '综采仿真',
      ticket: 'tk_1',
      launchUrl: 'https://sim.example.cn/?ticket=tk_1',
    };
    expect(await executor.execute(leased(1, 'launch', { ...args, softId: 8 }))).toMatchObject({
      status: 'rejected',
      detail: expect.stringContaining('本机未配置启动软件 8'),
    });
    const launched = await executor.execute(leased(2, 'launch', args));
    expect(launched).toMatchObject({
      status: 'succeeded',
      detail: expect.stringMatching(/^已启动 综采仿真（进程 \d+）$/),
    });
    expect(executor.busy()).toBe(true);
    const marker = path.join(dir, 'launch.json');
    await until('the simulator to write its marker', async () => (existsSync(marker) ? true : undefined));
    expect(JSON.parse(await readFile(marker, 'utf8'))).toEqual({
      argv: ['--ticket=tk_1', 'https://sim.example.cn/?ticket=tk_1'],
      ticket: 'tk_1',
    });
    // Sent again after a lost report: the same answer, not a second simulator.
    expect(await executor.execute(leased(2, 'launch', args))).toMatchObject({ ...launched, repeated: true });
    expect(await executor.execute(leased(3, 'launch', args))).toMatchObject({ status: 'failed' });
    expect(await executor.execute(leased(4, 'stop', { softId: 7 }))).toMatchObject({ status: 'succeeded' });
    expect(executor.busy()).toBe(false);
    expect(await executor.execute(leased(5, 'stop', { softId: null }))).toEqual({
      status: 'succeeded',
      detail: '没有运行中的仿真程序',
    });
  });

  it('fails a launch whose program is missing, with the reason', async () => {
    const { executor } = await setup({ launch: { argv: ['/nonexistent/sim'] } });
    const result = await executor.execute(leased(1, 'launch', { softId: 1, ticket: 't', launchUrl: null }));
    expect(result).toEqual({ status: 'failed', detail: '无法启动 /nonexistent/sim（ENOENT）' });
  });
});

describe('device agent: the run loop', () => {
  it('waits out a server that is away with backoff, reports, and stops on a revoked secret', async () => {
    const { executor, dir } = await setup((script: string, d: string) => ({
      shutdown: { argv: [NODE, script, path.join(d, 'down.json')] },
    }));
    const answers: (() => LeasedCommand | null)[] = [
      () => {
        throw new ApiError(0, '无法连接（ECONNREFUSED）', 'ECONNREFUSED');
      },
      () => {
        throw new ApiError(502, 'Bad Gateway');
      },
      () => JSON.parse('null'),
      () => leased(10, 'shutdown'),
      () => {
        throw new ApiError(401, '设备密钥无效');
      },
    ];
    const reports: unknown[] = [];
    const heartbeats: unknown[] = [];
    const client = {
      heartbeat: async (body: unknown) => {
        heartbeats.push(body);
        return { status: 'online', heartbeatSeconds: 30 };
      },
      nextCommand: async () => answers.shift()!(),
      report: async (id: number, result: unknown) => {
        if (reports.length === 0 && !reports.includes('retried')) {
          reports.push('retried');
          throw new ApiError(503, '稍后再试');
        }
        reports.push({ id, result });
      },
    } as unknown as AgentClient;
    const log: string[] = [];
    const outcome = await runAgent({
      client,
      executor,
      state: { installed: {}, softVersion: '2.0.0' },
      log: (line) => log.push(line),
      backoff: { baseMs: 5, capMs: 20 },
    });
    expect(outcome).toMatchObject({ reason: 'revoked', message: expect.stringContaining('--code') });
    expect(heartbeats[0]).toEqual({ agentVersion: '1.0.0', state: 'idle', softVersion: '2.0.0' });
    expect(reports).toEqual([
      'retried',
      { id: 10, result: { status: 'succeeded', detail: expect.any(String) } },
    ]);
    expect(existsSync(path.join(dir, 'down.json'))).toBe(true);
    expect(log.filter((l) => l.startsWith('领取指令失败'))).toHaveLength(2);
    expect(log).toContain('已重新连上平台');
    expect(log.at(-1)).toMatch(/平台拒绝了设备密钥（HTTP 401）/);
  });

  it('stops polling at once when told to stop: the poll is cut and nothing is left waiting', async () => {
    const { executor } = await setup({});
    const controller = new AbortController();
    let polled!: (signal: AbortSignal) => void;
    const polling = new Promise<AbortSignal>((resolve) => (polled = resolve));
    const client = {
      heartbeat: async () => ({}),
      nextCommand: (_wait: number, signal: AbortSignal) => {
        polled(signal);
        return new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new ApiError(0, '已停止', 'ABORTED'))),
        );
      },
      report: async () => {},
    } as unknown as AgentClient;
    // No timer can fire: a stop that waited on one (a backoff, the next heartbeat) never ends,
    // and the test fails on its timeout. How fast it stops is bench/'s (--only=timing).
    vi.useFakeTimers();
    try {
      const run = runAgent({
        client,
        executor,
        state: { installed: {} },
        log: () => {},
        signal: controller.signal,
      });
      const poll = await polling;
      expect(poll.aborted).toBe(false);
      controller.abort();
      expect(await run).toEqual({ reason: 'stopped' });
      expect(poll.aborted).toBe(true);
      // The heartbeat's timer was cleared: a stopped agent schedules nothing more.
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
