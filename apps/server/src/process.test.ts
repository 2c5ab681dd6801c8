import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { startServerProcess } from './testing/server-process.js';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coalsim-proc-'));
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

const postmasterPid = async () =>
  Number((await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the server process', () => {
  it('loses no acknowledged write when SIGKILLed mid-burst, and restarts without cleanup', async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir });
    const acknowledged: string[] = [];
    let stop = false;
    let n = 0;
    const writer = async (w: number) => {
      while (!stop) {
        const username = `burst${w}x${n++}`;
        try {
          const res = await fetch(`${first.baseUrl}/auth/register`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username, password: 'burst2026pw', role: 3 }),
          });
          if (res.status === 201) acknowledged.push(username);
        } catch {
          return; // connection cut by the kill
        }
      }
    };
    const writers = Array.from({ length: 6 }, (_, w) => writer(w));
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 10));
    first.child.kill('SIGKILL');
    await first.exited;
    stop = true;
    await Promise.all(writers);

    const second = await startServerProcess({ DATA_DIR: dataDir });
    expect((await fetch(`${second.baseUrl}/readyz`)).status).toBe(200);
    const client = new pg.Client({
      host: path.join(dataDir, 'pg'),
      port: 5432,
      user: 'postgres',
      database: 'coalsim',
    });
    await client.connect();
    const { rows } = await client.query<{ username: string }>(
      'SELECT username FROM sys_user WHERE username = ANY($1)',
      [acknowledged],
    );
    await client.end();
    expect(rows.length).toBe(acknowledged.length);

    // SIGTERM: the server stops and takes its PostgreSQL with it.
    const pgPid = await postmasterPid();
    expect(alive(pgPid)).toBe(true);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(alive(pgPid)).toBe(false);
    await expect(fs.access(path.join(dataDir, 'pg', 'postmaster.pid'))).rejects.toThrow();
  }, 120_000);
});
