import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { LOCK_FILE, processStartTime } from './data-dir-lock.js';
import { DataDirInUseError, startEmbeddedPostgres } from './embedded-postgres.js';

const quiet = { info: () => undefined, warn: () => undefined };
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await fs.rm(d, { recursive: true, force: true });
});

async function tempDir() {
  const d = await fs.mkdtemp(path.join(os.tmpdir(), 'coalsim-pg-'));
  dirs.push(d);
  return d;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('embedded PostgreSQL', () => {
  it('initialises, answers on its Unix socket only, and stops cleanly', async () => {
    const dir = await tempDir();
    const pgServer = await startEmbeddedPostgres(dir, quiet);
    const client = new pg.Client({ ...pgServer.connection, database: 'postgres' });
    await client.connect();
    const { rows } = await client.query<{ v: string; listen: string }>(
      "SELECT current_setting('server_version_num') AS v, current_setting('listen_addresses') AS listen",
    );
    await client.end();
    expect(Number(rows[0]?.v)).toBeGreaterThanOrEqual(170000);
    expect(rows[0]?.listen).toBe('');
    expect((await fs.stat(path.join(dir, 'pg'))).mode & 0o777).toBe(0o700);
    await pgServer.stop();
    expect(alive(pgServer.pid)).toBe(false);
    await expect(fs.access(path.join(dir, 'pg', 'postmaster.pid'))).rejects.toThrow();
  });

  it('reuses a server left running instead of starting a second one', async () => {
    const dir = await tempDir();
    const first = await startEmbeddedPostgres(dir, quiet);
    const second = await startEmbeddedPostgres(dir, quiet);
    expect(second.pid).toBe(first.pid);
    await second.stop();
    expect(alive(first.pid)).toBe(false);
  });

  // A PostgreSQL left running by a dead server is adopted (above); one a live server uses is not.
  it('refuses a DATA_DIR whose PostgreSQL a live server owns, leaving that PostgreSQL alone', async () => {
    const dir = await tempDir();
    const running = await startEmbeddedPostgres(dir, quiet);
    const server = spawn('sleep', ['60'], { stdio: 'ignore' });
    const lockFile = path.join(dir, LOCK_FILE);
    const ours = await fs.readFile(lockFile, 'utf8');
    try {
      await fs.writeFile(lockFile, `${server.pid}\n${await processStartTime(server.pid!)}\n`);
      const refusal = startEmbeddedPostgres(dir, quiet);
      await expect(refusal).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(refusal).rejects.toThrow(`in use by a running server (pid ${server.pid})`);
      expect(alive(running.pid)).toBe(true);
    } finally {
      server.kill('SIGKILL');
      await fs.writeFile(lockFile, ours);
      await running.stop();
    }
    await expect(fs.access(lockFile)).rejects.toThrow();
  });

  it('starts over a stale postmaster.pid whose process is gone', async () => {
    const dir = await tempDir();
    const first = await startEmbeddedPostgres(dir, quiet);
    await first.stop();
    const pidFile = path.join(dir, 'pg', 'postmaster.pid');
    await fs.writeFile(pidFile, `999999\n${path.join(dir, 'pg')}\n`);
    const second = await startEmbeddedPostgres(dir, quiet);
    expect(alive(second.pid)).toBe(true);
    await second.stop();
  });

  it('refuses a DATA_DIR too deep for a Unix socket, with a clear message', async () => {
    await expect(startEmbeddedPostgres(`/tmp/${'d'.repeat(120)}`, quiet)).rejects.toThrow(/too deep/);
  });
});
