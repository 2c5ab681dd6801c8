import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, afterEach, describe, expect, it } from 'vitest';

import { LOCK_FILE } from './db/data-dir-lock.js';
import { isAlive } from './db/embedded-postgres.js';
import {
  countStoredUsers,
  freePort,
  killMidBurst,
  postmasterPid,
  startServerProcess,
} from './testing/server-process.js';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coalsim-proc-'));
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

/** Pids of the processes of DATA_DIR `dir`: the server (by its environment), PostgreSQL (by -D). */
async function processesOf(dir: string): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cmdline = await fs.readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    const environ = await fs.readFile(`/proc/${entry}/environ`, 'utf8').catch(() => '');
    if (cmdline.includes(dir) || environ.includes(`\0DATA_DIR=${dir}\0`)) found.push(Number(entry));
  }
  return found;
}

// A test that failed may leave its server or PostgreSQL running: none may outlive the file.
afterEach(async () => {
  for (const pid of await processesOf(dataDir)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone since it was listed
    }
  }
});

const serverPid = async () =>
  Number((await fs.readFile(path.join(dataDir, LOCK_FILE), 'utf8')).split('\n')[0]);

describe('the server process', () => {
  it('loses no acknowledged write when SIGKILLed mid-burst, and restarts without cleanup', async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir });
    const acknowledged = await killMidBurst(first, 'burst', 40);

    const second = await startServerProcess({ DATA_DIR: dataDir });
    expect((await fetch(`${second.baseUrl}/readyz`)).status).toBe(200);
    expect(await countStoredUsers(dataDir, acknowledged)).toBe(acknowledged.length);

    // SIGTERM: the server stops and takes its PostgreSQL with it.
    const pgPid = await postmasterPid(dataDir);
    expect(isAlive(pgPid)).toBe(true);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(isAlive(pgPid)).toBe(false);
    await expect(fs.access(path.join(dataDir, 'pg', 'postmaster.pid'))).rejects.toThrow();
  }, 120_000);

  it('writes its log while it runs, not only when enough has gathered, and the rest as it stops', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    await fetch(`${server.baseUrl}/healthz`, { headers: { 'x-request-id': 'quiet-probe-1' } });
    // One line on a quiet server: far below the destination's 16 KB batch, written anyway.
    await expect
      .poll(() => server.output(), { timeout: 10_000, interval: 100 })
      .toContain('"reqId":"quiet-probe-1"');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const lines = server.output().trim().split('\n');
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ level: 30, msg: 'stopped' });
  }, 120_000);

  // A terminal's Ctrl+C goes to the whole foreground group, and so does a service manager's
  // `kill -TERM -- -PGID`; people press twice. The database must be stopped every time.
  it.each([
    ['Ctrl+C twice and a TERM, to the whole group', ['SIGINT', 'SIGINT', 'SIGTERM']],
    ['a service manager’s TERM to the group', ['SIGTERM']],
    ['a closed terminal’s HUP to the group', ['SIGHUP']],
  ] as const)(
    'stops its PostgreSQL for %s',
    async (_label, signals) => {
      const server = await startServerProcess({ DATA_DIR: dataDir }, { viaStartScript: true });
      const pgPid = await postmasterPid(dataDir);
      expect(isAlive(pgPid)).toBe(true);
      for (const signal of signals) process.kill(-server.child.pid!, signal);
      expect(await server.exited).toBe(0);
      expect(isAlive(pgPid), server.output().slice(-2000)).toBe(false);
      await expect(fs.access(path.join(dataDir, 'pg', 'postmaster.pid'))).rejects.toThrow();
    },
    120_000,
  );

  // What a supervisor does when a stop takes too long: SIGKILL to the launcher's group. The
  // server has a group of its own, so it is not hit; it must notice and stop, with its database.
  it('stops with its PostgreSQL when its launcher’s group is SIGKILLed, and starts again', async () => {
    const launched = await startServerProcess(
      { DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      { viaStartScript: true },
    );
    const server = await serverPid();
    const pgPid = await postmasterPid(dataDir);
    expect(server).not.toBe(launched.child.pid);
    expect(isAlive(server) && isAlive(pgPid)).toBe(true);

    process.kill(-launched.child.pid!, 'SIGKILL');
    await launched.exited;
    await expect
      .poll(async () => ({ server: isAlive(server), pg: isAlive(pgPid), left: await processesOf(dataDir) }), {
        timeout: 15_000,
        interval: 100,
      })
      .toEqual({ server: false, pg: false, left: [] });
    expect(launched.output()).toContain('the launcher is gone: finishing in-flight requests, then stopping');
    // Stopped cleanly: no postmaster.pid nor owner left behind for the next start to judge.
    await expect(fs.access(path.join(dataDir, 'pg', 'postmaster.pid'))).rejects.toThrow();
    await expect(fs.access(path.join(dataDir, LOCK_FILE))).rejects.toThrow();

    const again = await startServerProcess(
      { DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      { viaStartScript: true },
    );
    expect((await fetch(`${again.baseUrl}/readyz`)).status).toBe(200);
    expect(again.output()).not.toContain('reusing');
    process.kill(-again.child.pid!, 'SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('refuses to start on a DATA_DIR a live server owns, in one line naming that server', async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir });
    const owner = await serverPid();
    const pgPid = await postmasterPid(dataDir);
    const refusal = await startServerProcess({ DATA_DIR: dataDir }).catch((err: unknown) => err);
    // The helper reports an exit as `server exited (code):` and all the process wrote.
    expect((refusal as Error).message).toBe(
      `server exited (1):\ncoalsim: DATA_DIR ${dataDir} is in use by a running server (pid ${owner}): stop it (kill ${owner}) or choose another DATA_DIR\n`,
    );
    // The running server and its database are untouched.
    expect((await fetch(`${first.baseUrl}/readyz`)).status).toBe(200);
    expect(await postmasterPid(dataDir)).toBe(pgPid);
    expect(await serverPid()).toBe(owner);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(isAlive(pgPid)).toBe(false);
  }, 120_000);

  // Killed while the server was still loading, before it could listen for the channel's end.
  it('stops after starting when its launcher died before the server was up', async () => {
    const runServer = fileURLToPath(new URL('../../../scripts/run-server.mjs', import.meta.url));
    const serverArgs = ['--conditions=source', '--import', 'tsx', 'src/server.ts'];
    const launcher = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { runServer } from ${JSON.stringify(runServer)};
         runServer(process.execPath, ${JSON.stringify(serverArgs)}, { stdio: ['ignore', 'inherit', 'inherit'] });
         process.kill(process.pid, 'SIGKILL');`,
      ],
      {
        cwd: fileURLToPath(new URL('..', import.meta.url)),
        env: { ...process.env, DATA_DIR: dataDir, PORT: String(await freePort()), LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    launcher.stdout.on('data', (d: Buffer) => (out += d.toString()));
    launcher.stderr.on('data', (d: Buffer) => (out += d.toString()));
    await expect.poll(() => out, { timeout: 60_000, interval: 200 }).toContain('"msg":"stopped"');
    expect(out).toContain('the launcher is gone: finishing in-flight requests, then stopping');
    await expect.poll(() => processesOf(dataDir), { timeout: 15_000, interval: 100 }).toEqual([]);
  }, 120_000);
});
