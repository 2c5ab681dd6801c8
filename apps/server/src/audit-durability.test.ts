import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { EMBEDDED_DATABASE } from './db/database.js';
import { embeddedConnection } from './db/embedded-postgres.js';
import { killMidBurst, startServerProcess } from './testing/server-process.js';

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
    // No time to flush anything: the kill lands while answers are still arriving.
    const acknowledged = await killMidBurst(first, 'audit', 60);

    const second = await startServerProcess({ DATA_DIR: dataDir });
    const audited = new Set(await auditedRegistrations(acknowledged));
    expect(acknowledged.filter((u) => !audited.has(u))).toEqual([]);
    expect(audited.size).toBe(acknowledged.length);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);
});
