import { createHash } from 'node:crypto';

import { backupPageSchema, databaseBackupSchema, restoreResultSchema } from '@coalsim/contract';
import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import {
  alteredBackup,
  backupBytes,
  backupUpload,
  everyTableFingerprint,
  takeBackup,
  uploadBackup,
} from '../../testing/database-samples.js';
import { until } from '../../testing/poll.js';
import { MANIFEST_ENTRY } from './backup-manifest.js';
import { INCOMPLETE } from './backup-reader.js';
import { codeSchemaVersion } from './schema-version.js';

describe('数据库备份 api/database/backup', async () => {
  const { app, database, secretKey } = await buildTestApp();
  const { pool } = database;
  const admin = await signIn(app, 'admin');
  const operator = await signIn(app, 'operator');

  it('takes a checked backup of every table, lists it and downloads it', async () => {
    const backup = databaseBackupSchema.parse(await takeBackup(app, admin));
    expect(backup).toMatchObject({ kind: 'manual', verifyStatus: 'passed', createBy: 'admin' });
    expect(backup.schemaVersion).toBe((await codeSchemaVersion()).version);
    expect(backup.tables).toBeGreaterThan(30);
    expect(backup.rows).toBeGreaterThan(100);
    expect(backup.verifyMessage).toContain('校验和均一致');

    const list = backupPageSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/database/backup', headers: bearer(admin) })).json(),
    );
    expect(list.content[0]!.id).toBe(backup.id);
    expect(list.schemaVersion).toBe(backup.schemaVersion);

    const bytes = await backupBytes(app, admin, backup.id);
    expect(bytes.length).toBe(backup.size);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(backup.sha256);
  });

  it('needs database:* for each action', async () => {
    const asOperator = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, headers: bearer(operator), ...(payload ? { payload } : {}) });
    expect((await asOperator('GET', '/api/database/backup')).statusCode).toBe(403);
    expect((await asOperator('POST', '/api/database/backup')).statusCode).toBe(403);
    expect((await asOperator('POST', '/api/database/backup/1/download', {})).statusCode).toBe(403);
    expect((await asOperator('DELETE', '/api/database/backup', { ids: [1] })).statusCode).toBe(403);
    expect((await asOperator('POST', '/api/database/backup/1/restore', { confirm: true })).statusCode).toBe(
      403,
    );
    expect((await asOperator('POST', '/api/database/upload')).statusCode).toBe(403);
    expect((await asOperator('GET', '/api/database/backup/schedule')).statusCode).toBe(403);
  });

  it('shows the schedule of 定时任务 and its retention', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/database/backup/schedule',
      headers: bearer(admin),
    });
    expect(res.json()).toMatchObject({
      cronExpression: '0 2 * * *',
      paused: false,
      keepDaily: 7,
      keepWeekly: 4,
    });
  });

  it('restores exactly the state of the backup, keeps the catalog, ends later sessions, logs who did it', async () => {
    const first = await takeBackup(app, admin);
    const state = await everyTableFingerprint(pool);
    // Written after the backup: a dictionary, a later backup, and a new sign-in.
    const dict = await app.inject({
      method: 'POST',
      url: '/api/dict',
      headers: bearer(admin),
      payload: { name: 'restore_probe', description: '恢复后应消失' },
    });
    expect(dict.statusCode).toBe(201);
    const later = await takeBackup(app, admin);
    const lateSession = await signIn(app, 'worker');
    expect(await everyTableFingerprint(pool)).not.toEqual(state);

    const res = await app.inject({
      method: 'POST',
      url: `/api/database/backup/${first.id}/restore`,
      headers: bearer(admin),
      payload: { confirm: true, password: '123456' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = restoreResultSchema.parse(res.json());
    expect(result).toMatchObject({ backupId: first.id, tables: first.tables, rows: first.rows });
    expect(result.endedSessions).toBeGreaterThanOrEqual(1);

    expect(await everyTableFingerprint(pool)).toEqual(state);
    const ids = backupPageSchema
      .parse(
        (await app.inject({ method: 'GET', url: '/api/database/backup', headers: bearer(admin) })).json(),
      )
      .content.map((b) => b.id);
    expect(ids).toEqual(expect.arrayContaining([first.id, later.id]));
    // Signed in after the backup: ended. The admin signed in before it: still signed in.
    expect(
      (await app.inject({ method: 'GET', url: '/auth/info', headers: bearer(lateSession) })).statusCode,
    ).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/auth/info', headers: bearer(admin) })).statusCode).toBe(
      200,
    );
    const logged = await until('the restore in 操作日志', async () => {
      const { rows } = await pool.query<{
        username: string;
      }>("SELECT username FROM sys_log WHERE description = '恢复备份' AND path LIKE $1", [
        `%/${first.id}/restore`,
      ]);
      return rows[0];
    });
    expect(logged.username).toBe('admin');
  });

  it('refuses a corrupted, forged or foreign file before touching anything', async () => {
    const backup = await takeBackup(app, admin);
    const bytes = await backupBytes(app, admin, backup.id);
    const state = await everyTableFingerprint(pool);
    const upload = (file: Buffer) => uploadBackup(app, admin, file);
    const corrupted = await alteredBackup(bytes, (entries) => {
      // A value changed in place: the rows still load, their checksum does not hold.
      entries['data/sys_dict.copy'] = entries['data/sys_dict.copy']!.replace('user_status', 'user_forged');
    });
    const refused = await upload(corrupted);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('sys_dict 表的校验和不符');

    // Cut short (a download or upload that stopped): damaged or incomplete, fetch it again.
    const truncated = await upload(bytes.subarray(0, Math.floor(bytes.length / 2)));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json<{ message: string }>().message).toBe(INCOMPLETE);
    expect((await upload(Buffer.from('PK\u0003\u0004 not really'))).statusCode).toBe(400);
    // Not a zip at all: the wrong file was picked.
    const foreign = await upload(Buffer.from('备份清单.txt'));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ message: string }>().message).toMatch(/^文件不是本系统的数据库备份/);

    const newer = await alteredBackup(
      bytes,
      (entries) => {
        const manifest = JSON.parse(entries[MANIFEST_ENTRY]!) as { schemaVersion: number };
        entries[MANIFEST_ENTRY] = JSON.stringify({ ...manifest, schemaVersion: 999 });
      },
      secretKey,
    );
    const tooNew = await upload(newer);
    expect(tooNew.statusCode).toBe(409);
    expect(tooNew.json<{ message: string }>().message).toContain('请先升级系统再恢复');
    expect(await everyTableFingerprint(pool)).toEqual(state);
  });

  it('restores an uploaded backup, answering 503 to everyone else meanwhile', async () => {
    const backup = await takeBackup(app, admin);
    const bytes = await backupBytes(app, admin, backup.id);
    const form = backupUpload(bytes);
    let settled = false;
    const restoring = app
      .inject({
        method: 'POST',
        url: '/api/database/upload',
        headers: { ...bearer(admin), ...form.headers },
        payload: form.payload,
      })
      .finally(() => (settled = true));
    const seen = new Set<number>();
    while (!settled) {
      const res = await app.inject({ method: 'GET', url: '/api/dict', headers: bearer(admin) });
      seen.add(res.statusCode);
      if (res.statusCode === 503) expect(res.json<{ message: string }>().message).toContain('正在恢复数据库');
    }
    const done = await restoring;
    expect(done.statusCode, done.body).toBe(200);
    expect(seen).toContain(503);
    expect((await app.inject({ method: 'GET', url: '/api/dict', headers: bearer(admin) })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const list = backupPageSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/api/database/backup?kind=uploaded', headers: bearer(admin) })
      ).json(),
    );
    expect(list.content[0]).toMatchObject({
      kind: 'uploaded',
      sha256: backup.sha256,
      verifyStatus: 'passed',
    });
  });

  it('deletes backups with their files', async () => {
    const backup = await takeBackup(app, admin);
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/database/backup',
      headers: bearer(admin),
      payload: { ids: [backup.id], password: '123456' },
    });
    expect(res.statusCode).toBe(200);
    const gone = await app.inject({
      method: 'POST',
      url: `/api/database/backup/${backup.id}/download`,
      headers: bearer(admin),
      payload: { password: '123456' },
    });
    expect(gone.statusCode).toBe(404);
  });
});
