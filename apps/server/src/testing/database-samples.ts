import { createHash } from 'node:crypto';

import { backupPageSchema, type DatabaseBackup } from '@coalsim/contract';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

import {
  MANIFEST_ENTRY,
  SEAL_ENTRY,
  tableEntry,
  type BackupManifest,
} from '../modules/database/backup-manifest.js';
import { backupSealKey, sealOf } from '../modules/database/backup-seal.js';
import { appTables } from '../modules/database/backup-tables.js';
import { bearer } from './auth-helpers.js';
import { multipartBody } from './multipart.js';
import { zipOf } from './sample-files.js';
import { unzip } from './unzip.js';

/** Takes a backup through the API as `admin`. */
export async function takeBackup(app: FastifyInstance, admin: string): Promise<DatabaseBackup> {
  const res = await app.inject({ method: 'POST', url: '/api/database/backup', headers: bearer(admin) });
  if (res.statusCode !== 201) throw new Error(`backup failed: ${res.body}`);
  return res.json<DatabaseBackup>();
}

/** The demo accounts' password, typed again for the dangerous three (download, restore, delete). */
export const DEMO_PASSWORD = '123456';

/** A one-time download address of a backup, asked for as `admin` with its password. */
export async function downloadAddress(app: FastifyInstance, admin: string, id: number): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/database/backup/${id}/download`,
    headers: bearer(admin),
    payload: { password: DEMO_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`download address refused: ${res.body}`);
  return res.json<{ url: string }>().url;
}

/** A backup's file, downloaded the way the browser does: address first, then the plain link. */
export async function backupBytes(app: FastifyInstance, admin: string, id: number): Promise<Buffer> {
  const res = await app.inject({ method: 'GET', url: await downloadAddress(app, admin, id) });
  if (res.statusCode !== 200) throw new Error(`download failed: ${res.body}`);
  return res.rawPayload;
}

/**
 * A backup file rebuilt with `change` applied to its entries (text): a corrupted or forged copy.
 * With the server's key (`secretKey`), the manifest is sealed again, as only the server could.
 */
export async function alteredBackup(
  bytes: Buffer,
  change: (entries: Record<string, string>) => void,
  secretKey?: Buffer,
) {
  const entries = Object.fromEntries((await unzip(bytes)).map((f) => [f.path, f.content]));
  change(entries);
  if (secretKey)
    entries[SEAL_ENTRY] = sealOf(backupSealKey(secretKey), Buffer.from(entries[MANIFEST_ENTRY]!));
  return zipOf(entries);
}

/** The manifest of a backup's entries, rewritten by `change`. */
export function rewriteManifest(entries: Record<string, string>, change: (m: BackupManifest) => void) {
  const manifest = JSON.parse(entries[MANIFEST_ENTRY]!) as BackupManifest;
  change(manifest);
  entries[MANIFEST_ENTRY] = JSON.stringify(manifest);
}

/**
 * A backup whose `table` rows are rewritten by `change` and whose manifest is sealed again with
 * the server's key (row count and sha256 recomputed): a file every check passes, holding rows
 * that may not load.
 */
export async function resealedBackup(
  bytes: Buffer,
  secretKey: Buffer,
  table: string,
  change: (rows: string) => string,
) {
  return alteredBackup(
    bytes,
    (entries) => {
      const rows = change(entries[tableEntry(table)] ?? '');
      entries[tableEntry(table)] = rows;
      rewriteManifest(entries, (manifest) => {
        const sealed = manifest.tables.find((t) => t.name === table)!;
        sealed.rows = rows.split('\n').length - 1;
        sealed.sha256 = createHash('sha256').update(rows).digest('hex');
      });
    },
    secretKey,
  );
}

/** The multipart upload of a backup file to `POST api/database/upload`, with the password. */
export function backupUpload(
  file: Buffer,
  name = 'coalsim-backup.zip',
  password: string | null = DEMO_PASSWORD,
) {
  return multipartBody([
    ...(password === null ? [] : [{ name: 'password', content: password }]),
    { name: 'file', filename: name, type: 'application/zip', content: file },
  ]);
}

/** `POST api/database/upload` of `file` as `admin`, with the password typed again. */
export function uploadBackup(app: FastifyInstance, admin: string, file: Buffer) {
  const form = backupUpload(file);
  return app.inject({
    method: 'POST',
    url: '/api/database/upload',
    headers: { ...bearer(admin), ...form.headers },
    payload: form.payload,
  });
}

/** The ids of the listed backups, newest first. */
export async function listedBackupIds(app: FastifyInstance, admin: string): Promise<number[]> {
  const res = await app.inject({ method: 'GET', url: '/api/database/backup', headers: bearer(admin) });
  return backupPageSchema.parse(res.json()).content.map((b) => b.id);
}

/**
 * Every app table's row count and checksum of its rows, except the tables a request writes by
 * itself (the operation log, sessions' last use): the state a restore must bring back exactly.
 */
export async function everyTableFingerprint(pool: pg.Pool): Promise<Record<string, string>> {
  const client = await pool.connect();
  try {
    const out: Record<string, string> = {};
    for (const { name } of await appTables(client)) {
      if (name === 'sys_log' || name === 'sys_session') continue;
      const { rows } = await client.query<{ n: number; sum: string | null }>(
        `SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS sum FROM "${name}" t`,
      );
      out[name] = `${rows[0]?.n}:${rows[0]?.sum}`;
    }
    return out;
  } finally {
    client.release();
  }
}

/**
 * One realistic call per backup endpoint for the scans. The restores are aimed at a file that is
 * not a backup and at a backup that does not exist: a scan must never replace its own database.
 */
export async function databaseSamples(app: FastifyInstance, tokens: { admin: string }) {
  const headers = bearer(tokens.admin);
  const backup = await takeBackup(app, tokens.admin);
  const spare = await takeBackup(app, tokens.admin);
  const notABackup = backupUpload(zipOf({ 'readme.txt': '不是备份' }));
  return {
    listBackups: [{ method: 'GET' as const, url: '/api/database/backup?kind=manual', headers }],
    createBackup: [{ method: 'POST' as const, url: '/api/database/backup', headers }],
    createBackupDownload: [
      {
        method: 'POST' as const,
        url: `/api/database/backup/${backup.id}/download`,
        headers,
        payload: { password: DEMO_PASSWORD },
      },
    ],
    downloadBackup: [{ method: 'GET' as const, url: await downloadAddress(app, tokens.admin, backup.id) }],
    deleteBackups: [
      {
        method: 'DELETE' as const,
        url: '/api/database/backup',
        headers,
        payload: { ids: [spare.id], password: DEMO_PASSWORD },
      },
    ],
    restoreBackup: [
      {
        method: 'POST' as const,
        url: '/api/database/backup/999999/restore',
        headers,
        payload: { confirm: true, password: DEMO_PASSWORD },
      },
    ],
    uploadRestore: [
      {
        method: 'POST' as const,
        url: '/api/database/upload',
        headers: { ...headers, ...notABackup.headers },
        payload: notABackup.payload,
      },
    ],
    getBackupSchedule: [{ method: 'GET' as const, url: '/api/database/backup/schedule', headers }],
  };
}
