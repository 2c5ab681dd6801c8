import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import pg from 'pg';
import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import {
  alteredBackup,
  backupBytes,
  listedBackupIds,
  everyTableFingerprint,
  resealedBackup,
  takeBackup,
  uploadBackup,
} from '../../testing/database-samples.js';
import { MANIFEST_ENTRY } from './backup-manifest.js';
import { onDatabase } from './database-names.js';
import { tryRestoreLock } from './restore-lock.js';

/** What a restore must never do: bring back what was ended since, or leave anything half done. */
describe('数据库备份: what a restore keeps safe', async () => {
  const { app, database, dataDir, secretKey } = await buildTestApp();
  const { pool } = database;
  const admin = await signIn(app, 'admin');
  const restore = (id: number) =>
    app.inject({
      method: 'POST',
      url: `/api/database/backup/${id}/restore`,
      headers: bearer(admin),
      payload: { confirm: true, password: '123456' },
    });
  const upload = (file: Buffer) => uploadBackup(app, admin, file);
  const catalog = () => listedBackupIds(app, admin);
  /** Databases on the server named after this one: a restore that failed must leave none behind. */
  const besideDatabases = async () => {
    const { rows } = await pool.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE current_database() || '\\_%'`,
    );
    return rows.map((r) => r.datname);
  };

  it('keeps a session signed out after the backup signed out (the database store holds sessions)', async () => {
    const signedOutLater = await signIn(app, 'operator');
    const backup = await takeBackup(app, admin);
    const out = await app.inject({ method: 'DELETE', url: '/auth/logout', headers: bearer(signedOutLater) });
    expect(out.statusCode, out.body).toBe(200);
    expect((await restore(backup.id)).statusCode).toBe(200);
    const info = await app.inject({ method: 'GET', url: '/auth/info', headers: bearer(signedOutLater) });
    expect(info.statusCode).toBe(401);
  });

  it('refuses a newer schema before keeping the upload', async () => {
    const backup = await takeBackup(app, admin);
    const newer = await alteredBackup(
      await backupBytes(app, admin, backup.id),
      (entries) => {
        const manifest = JSON.parse(entries[MANIFEST_ENTRY]!) as { schemaVersion: number };
        entries[MANIFEST_ENTRY] = JSON.stringify({ ...manifest, schemaVersion: 999 });
      },
      secretKey,
    );
    const before = await catalog();
    expect((await upload(newer)).statusCode).toBe(409);
    expect(await catalog()).toEqual(before);
  });

  it('refuses a stored backup whose file was damaged in the storage service', async () => {
    const backup = await takeBackup(app, admin);
    const state = await everyTableFingerprint(pool);
    const files = path.join(dataDir, 'files');
    const { rows } = await pool.query<{ name: string }>(
      'SELECT stored_name AS name FROM database_backup WHERE id = $1',
      [backup.id],
    );
    const stored = (await readdir(files, { recursive: true })).find((f) => f.endsWith(rows[0]!.name));
    expect(stored).toBeDefined();
    await writeFile(path.join(files, stored!), 'damaged');
    const res = await restore(backup.id);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/不是本系统的数据库备份|已损坏/);
    expect(await everyTableFingerprint(pool)).toEqual(state);
  });

  it('drops the half-made database and changes nothing when the rows do not load', async () => {
    const backup = await takeBackup(app, admin);
    // Checksums that hold, rows that do not: the same dictionary twice breaks its unique name.
    const clash = await resealedBackup(
      await backupBytes(app, admin, backup.id),
      secretKey,
      'sys_dict',
      (rows) => {
        const first = rows.split('\n')[0]!;
        return `${rows}${first.replace(/^\d+/, '999999')}\n`;
      },
    );
    const state = await everyTableFingerprint(pool);
    const res = await upload(clash);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('无法恢复');
    expect(await everyTableFingerprint(pool)).toEqual(state);
    expect(await besideDatabases()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/dict', headers: bearer(admin) })).statusCode).toBe(
      200,
    );
  });

  it('runs one restore of a database at a time, whichever instance asks', async () => {
    const backup = await takeBackup(app, admin);
    // Another instance's restore, as far as this one can tell: the lock on the maintenance database.
    const other = new pg.Client(onDatabase(pool.options as pg.PoolConfig, 'postgres'));
    await other.connect();
    try {
      const { rows } = await pool.query<{ name: string }>('SELECT current_database() AS name');
      expect(await tryRestoreLock(other, rows[0]!.name)).toBe(true);
      const state = await everyTableFingerprint(pool);
      const res = await restore(backup.id);
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toContain('已有一个恢复正在进行');
      expect(await everyTableFingerprint(pool)).toEqual(state);
    } finally {
      await other.end();
    }
  });
});
