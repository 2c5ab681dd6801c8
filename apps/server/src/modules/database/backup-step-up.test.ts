import { describe, expect, it } from 'vitest';

import { bearer, createStaff, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { backupUpload, DEMO_PASSWORD, downloadAddress, takeBackup } from '../../testing/database-samples.js';
import { PASSWORD_REQUIRED, PASSWORD_WRONG } from '../auth/step-up.js';
import { TICKET_GONE } from './backup-access.js';
import { createDownloadTickets } from './download-tickets.js';

type Method = 'GET' | 'POST' | 'DELETE';

/**
 * Issue 43 §2 "step-up": downloading, restoring and deleting backups need database:edit and the
 * caller's password typed again (401 otherwise; five wrong lock the account like sign-in), and
 * each leaves an 操作日志 row. A download is a one-time address the browser follows itself.
 */
describe('数据库备份: the dangerous three ask for the password again', async () => {
  const { app, database, secretKey } = await buildTestApp();
  const { pool } = database;
  const admin = await signIn(app, 'admin');
  const as = (token: string) => (method: Method, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const asAdmin = as(admin);
  const backup = await takeBackup(app, admin);
  const listed = async () =>
    (await asAdmin('GET', '/api/database/backup'))
      .json<{ content: { id: number }[] }>()
      .content.map((b) => b.id);

  const dangerous = (password?: string) => {
    const extra = password === undefined ? {} : { password };
    const form = backupUpload(Buffer.from('PK'), 'x.zip', password ?? null);
    return [
      ['download', () => asAdmin('POST', `/api/database/backup/${backup.id}/download`, { ...extra })],
      [
        'restore',
        () => asAdmin('POST', `/api/database/backup/${backup.id}/restore`, { confirm: true, ...extra }),
      ],
      ['delete', () => asAdmin('DELETE', '/api/database/backup', { ids: [backup.id], ...extra })],
      [
        'upload',
        () =>
          app.inject({
            method: 'POST',
            url: '/api/database/upload',
            headers: { ...bearer(admin), ...form.headers },
            payload: form.payload,
          }),
      ],
    ] as const;
  };

  it('each answers 401 without the password, and nothing happens', async () => {
    for (const [what, call] of dangerous()) {
      const res = await call();
      expect(res.statusCode, what).toBe(401);
      expect(res.json(), what).toMatchObject({
        message: PASSWORD_REQUIRED,
        fieldErrors: { password: [PASSWORD_REQUIRED] },
      });
    }
    expect(await listed()).toContain(backup.id);
    // The session is not what was refused: it goes on working.
    expect((await asAdmin('GET', '/api/database/backup')).statusCode).toBe(200);
  });

  it('wrong passwords answer 401 and count with sign-in: five lock both', async () => {
    await createStaff(
      database.db,
      'keeper',
      ['database:list', 'database:edit', 'database:del'],
      'keeper2026pw',
    );
    const keeper = as(await signIn(app, 'keeper', 'keeper2026pw'));
    for (let i = 0; i < 5; i++) {
      const res = await keeper('POST', `/api/database/backup/${backup.id}/download`, {
        password: 'wrong2026pw',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(PASSWORD_WRONG);
    }
    const locked = await keeper('POST', `/api/database/backup/${backup.id}/download`, {
      password: 'keeper2026pw',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/密码错误次数过多，请在 \d+ 分钟后重试/);
    const signInLocked = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'keeper', password: 'keeper2026pw' },
    });
    expect(signInLocked.statusCode).toBe(429);
  });

  it('database:edit is needed for each; delete needs database:del as well', async () => {
    await createStaff(database.db, 'deleter', ['database:list', 'database:del'], 'deleter2026pw');
    const deleter = as(await signIn(app, 'deleter', 'deleter2026pw'));
    const del = await deleter('DELETE', '/api/database/backup', {
      ids: [backup.id],
      password: 'deleter2026pw',
    });
    expect(del.statusCode).toBe(403);
    const dl = await deleter('POST', `/api/database/backup/${backup.id}/download`, {
      password: 'deleter2026pw',
    });
    expect(dl.statusCode).toBe(403);
    expect(await listed()).toContain(backup.id);
  });

  it('a download address works once, for its backup, within its minute, for an account still allowed', async () => {
    const url = await downloadAddress(app, admin, backup.id);
    const first = await app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-disposition']).toContain(backup.fileName);
    const again = await app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(TICKET_GONE);
    const other = await takeBackup(app, admin);
    const elsewhere = (await downloadAddress(app, admin, backup.id)).replace(
      `/${backup.id}/`,
      `/${other.id}/`,
    );
    expect((await app.inject({ method: 'GET', url: elsewhere })).statusCode).toBe(401);
    const tickets = createDownloadTickets(secretKey);
    const lapsed = tickets.issue(backup.id, 1, Date.now() - 120_000).ticket;
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/database/backup/${backup.id}/download?ticket=${lapsed}`,
        })
      ).statusCode,
    ).toBe(401);
    const forged = createDownloadTickets(Buffer.alloc(32, 1)).issue(backup.id, 1).ticket;
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/database/backup/${backup.id}/download?ticket=${forged}`,
        })
      ).statusCode,
    ).toBe(401);
    // Rights taken away between the address and the download: refused.
    const { roleId } = await createStaff(
      database.db,
      'loser',
      ['database:list', 'database:edit'],
      'loser2026pw',
    );
    const loser = await signIn(app, 'loser', 'loser2026pw');
    const res = await as(loser)('POST', `/api/database/backup/${backup.id}/download`, {
      password: 'loser2026pw',
    });
    const address = res.json<{ url: string }>().url;
    await pool.query('DELETE FROM sys_roles_menus WHERE role_id = $1', [roleId]);
    expect((await app.inject({ method: 'GET', url: address })).statusCode).toBe(403);
  });

  it('each leaves an 操作日志 row naming who did it (the download too)', async () => {
    const spare = await takeBackup(app, admin);
    const { rows: mark } = await pool.query<{ id: number }>('SELECT coalesce(max(id), 0) AS id FROM sys_log');
    const url = await downloadAddress(app, admin, spare.id);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const del = await asAdmin('DELETE', '/api/database/backup', { ids: [spare.id], password: DEMO_PASSWORD });
    expect(del.statusCode).toBe(200);
    const { rows } = await pool.query<{
      method: string;
      username: string;
      message: string | null;
      params: string;
    }>(
      `SELECT method, username, message, params FROM sys_log
        WHERE id > $2 AND path IN ($1, '/api/database/backup') AND method IN ('GET', 'DELETE') ORDER BY id`,
      [`/api/database/backup/${spare.id}/download`, mark[0]!.id],
    );
    expect(rows.map((r) => [r.method, r.username])).toEqual([
      ['GET', 'admin'],
      ['DELETE', 'admin'],
    ]);
    expect(rows[0]!.message).toContain(`下载了备份「${spare.fileName}」`);
    // Neither the ticket nor the password is kept in the log.
    expect(rows.map((r) => r.params).join()).not.toMatch(/ticket=\d|123456/);
  });
});
