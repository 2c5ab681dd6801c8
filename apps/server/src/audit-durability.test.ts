import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { EMBEDDED_DATABASE } from './db/database.js';
import { embeddedConnection } from './db/embedded-postgres.js';
import { startServerProcess } from './testing/server-process.js';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coalsim-audit-'));
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

/** The usernames whose registration left a 201 row in 操作日志. */
async function auditedRegistrations(usernames: string[]): Promise<string[]> {
  const client = new pg.Client({ ...embeddedConnection(dataDir), database: EMBEDDED_DATABASE });
  await client.connect();
  try {
    const { rows } = await client.query<{ username: string }>(
      `SELECT username FROM sys_log
        WHERE log_type = 'INFO' AND path = '/auth/register' AND status = 201 AND username = ANY($1)`,
      [usernames],
    );
    return rows.map((r) => r.username);
  } finally {
    await client.end();
  }
}

describe('the audit log of a server killed mid-burst', () => {
  it('has the row of every acknowledged write after a restart', async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir });
    const acknowledged: string[] = [];
    let stop = false;
    let n = 0;
    const writer = async (w: number) => {
      while (!stop) {
        const username = `audit${w}x${n++}`;
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
    while (acknowledged.length < 60) await new Promise((r) => setTimeout(r, 10));
    // No time to flush anything: the kill lands while answers are still arriving.
    first.child.kill('SIGKILL');
    await first.exited;
    stop = true;
    await Promise.all(writers);

    const second = await startServerProcess({ DATA_DIR: dataDir });
    const audited = new Set(await auditedRegistrations(acknowledged));
    expect(acknowledged.filter((u) => !audited.has(u))).toEqual([]);
    expect(audited.size).toBe(acknowledged.length);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);
});
