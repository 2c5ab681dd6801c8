import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { startServerProcess } from './testing/server-process.js';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coalsim-pgkill-'));
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

describe('the embedded PostgreSQL killed under load', () => {
  it('is restarted by the server: 503 meanwhile, never a 500, and no acknowledged write lost', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir });
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let stop = false;
    let n = 0;
    const writer = async (w: number) => {
      while (!stop) {
        const username = `pgkill${w}x${n++}`;
        const res = await fetch(`${server.baseUrl}/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password: 'burst2026pw', role: 3 }),
        });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 201) acknowledged.push(username);
        else await new Promise((r) => setTimeout(r, 50));
      }
    };
    const writers = Array.from({ length: 4 }, (_, w) => writer(w));
    while (acknowledged.length < 30) await new Promise((r) => setTimeout(r, 10));

    const first = await postmasterPid();
    process.kill(first, 'SIGKILL');
    const killedAt = acknowledged.length;
    // Writes are acknowledged again once the server has brought its database back.
    const deadline = Date.now() + 60_000;
    while (acknowledged.length < killedAt + 30 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    stop = true;
    await Promise.all(writers);

    expect(acknowledged.length).toBeGreaterThanOrEqual(killedAt + 30);
    expect(
      [...statuses.keys()].filter((s) => s !== 201 && s !== 503),
      JSON.stringify([...statuses]),
    ).toEqual([]);
    const restarted = await postmasterPid();
    expect(restarted).not.toBe(first);
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);

    const client = new pg.Client({
      host: path.join(dataDir, 'pg'),
      port: 5432,
      user: 'postgres',
      database: 'coalsim',
    });
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sys_user WHERE username = ANY($1)',
      [acknowledged],
    );
    await client.end();
    expect(rows[0]?.n).toBe(acknowledged.length);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(alive(restarted)).toBe(false);
  }, 120_000);
});
