import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';

import { describe, expect, it } from 'vitest';
import yazl from 'yazl';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import {
  alteredBackup,
  backupBytes,
  listedBackupIds,
  everyTableFingerprint,
  resealedBackup,
  rewriteManifest,
  takeBackup,
  uploadBackup,
} from '../../testing/database-samples.js';
import { MANIFEST_ENTRY, tableEntry } from './backup-manifest.js';
import { FORGED } from './backup-reader.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Issue 43 §2: a restore can neither forge, nor erase, nor strand data. Each crafted file of the
 * issue is uploaded as described; each is refused with a 400 saying why, the data stays as it
 * was, and the file is not listed among the backups.
 */
describe('数据库备份: what a restore will not do', async () => {
  const { app, database, secretKey } = await buildTestApp();
  const { pool } = database;
  const admin = await signIn(app, 'admin');
  const upload = (file: Buffer) => uploadBackup(app, admin, file);
  const catalog = () => listedBackupIds(app, admin);
  const backup = await takeBackup(app, admin);
  const bytes = await backupBytes(app, admin, backup.id);

  /** Uploads `file`, expects a 400 whose message matches, and nothing changed or kept. */
  async function refused(file: Buffer, message: RegExp | string) {
    const state = await everyTableFingerprint(pool);
    const listed = await catalog();
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(400);
    const said = res.json<{ message: string }>().message;
    if (typeof message === 'string') expect(said).toContain(message);
    else expect(said).toMatch(message);
    expect(await everyTableFingerprint(pool)).toEqual(state);
    expect(await catalog()).toEqual(listed);
    return said;
  }

  it('操作日志 and 异常日志 written after the backup survive its restore; the restore says what it did', async () => {
    const taken = await takeBackup(app, admin);
    const made = await app.inject({
      method: 'POST',
      url: '/api/dict',
      headers: bearer(admin),
      payload: { name: 'after_backup_dict', description: '备份之后新建' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const after = await pool.query<{ id: number }>(
      `SELECT id FROM sys_log WHERE path = '/api/dict' AND params LIKE '%after_backup_dict%'`,
    );
    expect(after.rows).toHaveLength(1);
    const res = await app.inject({
      method: 'POST',
      url: `/api/database/backup/${taken.id}/restore`,
      headers: bearer(admin),
      payload: { confirm: true, password: '123456' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ carriedLogs: number }>().carriedLogs).toBeGreaterThanOrEqual(1);
    // The dictionary is gone with the restore; the record that it was made is not.
    const dict = await pool.query(`SELECT 1 FROM sys_dict WHERE name = 'after_backup_dict'`);
    expect(dict.rows).toHaveLength(0);
    const kept = await pool.query<{ id: number }>(
      `SELECT id FROM sys_log WHERE path = '/api/dict' AND params LIKE '%after_backup_dict%'`,
    );
    expect(kept.rows).toEqual(after.rows);
    const own = await pool.query<{ username: string; message: string }>(
      'SELECT username, message FROM sys_log WHERE path = $1 ORDER BY id DESC LIMIT 1',
      [`/api/database/backup/${taken.id}/restore`],
    );
    expect(own.rows[0]!.username).toBe('admin');
    expect(own.rows[0]!.message).toContain(`「${taken.fileName}」（#${taken.id}）`);
    expect(own.rows[0]!.message).toMatch(/带回恢复前的日志 [1-9]\d* 条/);
  });

  it('a forged manifest: is_admin set on a row, its sha256 recomputed, no seal → refused', async () => {
    const forged = await alteredBackup(bytes, (entries) => {
      const users = entries[tableEntry('sys_user')]!.split('\n');
      const manifest = JSON.parse(entries[MANIFEST_ENTRY]!) as {
        tables: { name: string; columns: string[]; sha256: string }[];
      };
      const table = manifest.tables.find((t) => t.name === 'sys_user')!;
      const isAdmin = table.columns.indexOf('is_admin');
      const at = users.findIndex((line) => line.split('\t')[1] === 'operator');
      const fields = users[at]!.split('\t');
      fields[isAdmin] = 't';
      users[at] = fields.join('\t');
      entries[tableEntry('sys_user')] = users.join('\n');
      table.sha256 = sha256(users.join('\n'));
      entries[MANIFEST_ENTRY] = JSON.stringify(manifest);
    });
    expect(await refused(forged, FORGED)).toBe(FORGED);
  });

  it('a backup sealed under another SECRET_KEY, or one without a seal → refused', async () => {
    const foreign = await alteredBackup(bytes, () => undefined, Buffer.alloc(32, 7));
    await refused(foreign, FORGED);
    const unsealed = await alteredBackup(bytes, (entries) => delete entries['manifest.sig']);
    await refused(unsealed, FORGED);
  });

  it('a manifest naming 7 of the tables (sealed) → refused, nothing emptied', async () => {
    const partial = await alteredBackup(
      bytes,
      (entries) =>
        rewriteManifest(entries, (manifest) => {
          for (const t of manifest.tables.slice(7)) delete entries[tableEntry(t.name)];
          manifest.tables = manifest.tables.slice(0, 7);
        }),
      secretKey,
    );
    await refused(partial, /缺少 \d+ 张表/);
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM sys_log');
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it('a `\\.` line in train_record → refused (COPY would stop there and drop the rest)', async () => {
    const cut = await resealedBackup(bytes, secretKey, 'train_record', (rows) => {
      const lines = rows.split('\n');
      const half = Math.floor(lines.length / 2);
      return [...lines.slice(0, half), '\\.', ...lines.slice(half)].join('\n');
    });
    await refused(cut, /train_record 表只载入了 \d+ 行/);
  });

  it('a system catalog named as a table or a sequence → refused, never resolved to pg_catalog', async () => {
    const table = await alteredBackup(
      bytes,
      (entries) =>
        rewriteManifest(entries, (manifest) => {
          entries[tableEntry('pg_authid')] = '';
          manifest.tables.push({ name: 'pg_authid', columns: ['rolname'], rows: 0, sha256: sha256('') });
        }),
      secretKey,
    );
    await refused(table, '含有该结构版本没有的表（pg_authid）');
    const sequence = await alteredBackup(
      bytes,
      (entries) => rewriteManifest(entries, (m) => m.sequences.push({ name: 'pg_authid', value: 1 })),
      secretKey,
    );
    await refused(sequence, '序列');
  });

  describe('rows the database refuses answer 400 naming the table, never 500', async () => {
    const { rows: shape } = await pool.query<{ columns: string[] }>(
      `SELECT array_agg(attname::text ORDER BY attnum) AS columns FROM pg_attribute
        WHERE attrelid = 'public.sys_user'::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''`,
    );
    const columns = shape[0]!.columns;
    /** A copy of admin's sys_user row with new id and username, then `change` applied by column. */
    const withUserRow = (change: (row: Record<string, string>) => void) =>
      resealedBackup(bytes, secretKey, 'sys_user', (rows) => {
        const lines = rows.split('\n').filter(Boolean);
        const first = Object.fromEntries(lines[0]!.split('\t').map((v, i) => [columns[i]!, v]));
        const row: Record<string, string> = { ...first, id: '900001', username: 'crafted01' };
        change(row);
        const extra = row.__extra__ ? `\t${row.__extra__}` : '';
        delete row.__extra__;
        return `${rows}${columns.map((c) => row[c]).join('\t')}${extra}\n`;
      });
    it.each([
      ['a value too long', (r: Record<string, string>) => (r.username = 'x'.repeat(100))],
      ['a number out of range', (r: Record<string, string>) => (r.role = '99999')],
      ['a value of the wrong type', (r: Record<string, string>) => (r.enabled = 'maybe')],
      ['an impossible time', (r: Record<string, string>) => (r.create_time = '2026-13-45 99:99:99+08')],
      ['a missing required value', (r: Record<string, string>) => (r.nick_name = '\\N')],
      ['a column too many', (r: Record<string, string>) => (r.__extra__ = 'surplus')],
      ['bytes that are not UTF-8', (r: Record<string, string>) => (r.nick_name = 'a\\xffb')],
      ['a duplicate of a unique value', (r: Record<string, string>) => (r.username = 'admin')],
      ['a reference to nothing', (r: Record<string, string>) => (r.enterprise_id = '987654')],
    ])('%s', async (_kind, change) => {
      await refused(await withUserRow(change), /sys_user 表有数据库拒绝的数据/);
    });
  });

  it('a declared-size bomb (a few hundred KB declaring 300 MiB) → refused before it is inflated', async () => {
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.from('{}'), MANIFEST_ENTRY);
    const zeros = Readable.from(
      (function* () {
        for (let i = 0; i < 300; i++) yield Buffer.alloc(1024 * 1024);
      })(),
    );
    zip.addReadStream(zeros, tableEntry('sys_log'));
    zip.end();
    const chunks: Buffer[] = [];
    for await (const c of zip.outputStream) chunks.push(c as Buffer);
    const bomb = Buffer.concat(chunks);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await refused(bomb, '声明的解压大小异常');
  });
});
