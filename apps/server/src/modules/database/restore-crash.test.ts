import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { embeddedConnection } from '../../db/embedded-postgres.js';
import { startServerProcess, type ServerProcess } from '../../testing/server-process.js';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coalsim-restore-crash-'));
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));
const env = { DATA_DIR: dataDir, SECRET_KEY: 'restore-crash-test-key-0123456789abcdef', JOBS: 'false' };

/** The databases on the embedded server that are, or were made beside, the app's own. */
async function coalsimDatabases(): Promise<string[]> {
  const client = new pg.Client({ ...embeddedConnection(dataDir), database: 'postgres' });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT datname AS name FROM pg_database WHERE datname LIKE 'coalsim%' ORDER BY datname`,
    );
    return rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

async function onEmbedded(sql: string) {
  const client = new pg.Client({ ...embeddedConnection(dataDir), database: 'postgres' });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function api(server: ServerProcess, token?: string) {
  return async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${server.baseUrl}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> };
  };
}

async function signedIn(server: ServerProcess) {
  const res = await api(server)('POST', '/auth/login', { username: 'admin', password: '123456' });
  expect(res.status).toBe(200);
  return api(server, res.json.token as string);
}

async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  await server.exited;
}

/** Issue 43 §2 "crash-safe switch": SIGKILL between the two renames, and leftovers of a load. */
describe('数据库备份: a restore killed part way is settled at the next start', () => {
  it('killed between the two renames: the next start finishes it, never seeding an empty database', async () => {
    const first = await startServerProcess({ ...env, COALSIM_FAILPOINTS: 'restore:between-renames' });
    const call = await signedIn(first);
    expect((await call('POST', '/api/dict', { name: 'kept_by_backup' })).status).toBe(201);
    const backup = await call('POST', '/api/database/backup');
    expect(backup.status).toBe(201);
    expect((await call('POST', '/api/dict', { name: 'made_after_backup' })).status).toBe(201);
    // The process dies between renaming the data aside and the restored copy into its place.
    await call('POST', `/api/database/backup/${backup.json.id as number}/restore`, {
      confirm: true,
      password: '123456',
    }).catch(() => undefined);
    await first.exited;
    const left = await coalsimDatabases();
    expect(left).not.toContain('coalsim');
    expect(left.filter((d) => /^coalsim_(before|restore)_/.test(d))).toHaveLength(2);

    const second = await startServerProcess(env);
    try {
      const again = await signedIn(second);
      const dicts = await again('GET', '/api/dict?page=0&size=200');
      const names = (dicts.json.content as { name: string }[]).map((d) => d.name);
      // The restored data: what the backup held, not what came after, and not a fresh seed.
      expect(names).toContain('kept_by_backup');
      expect(names).not.toContain('made_after_backup');
      expect(await coalsimDatabases()).toEqual(['coalsim']);
    } finally {
      await stop(second);
    }
  });

  it('drops a half-built restore database and a replaced one a dead restore left behind', async () => {
    const server = await startServerProcess(env);
    await onEmbedded('CREATE DATABASE coalsim_restore_halfmade1');
    await onEmbedded('CREATE DATABASE coalsim_before_switched1');
    server.child.kill('SIGKILL');
    await server.exited;
    const next = await startServerProcess(env);
    try {
      expect(await coalsimDatabases()).toEqual(['coalsim']);
      const call = await signedIn(next);
      expect((await call('GET', '/api/dict?page=0&size=200')).status).toBe(200);
    } finally {
      await stop(next);
    }
  });
});
