import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

import type { backupQuerySchema, DatabaseBackup, StorageBackend as BackendKind } from '@coalsim/contract';
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { z } from 'zod';

import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import type { FileStore } from '../storage/storage-backend.js';
import { readBackup } from './backup-reader.js';
import type { SealKey } from './backup-seal.js';
import { fileSha256, writeBackup } from './backup-writer.js';
import { databaseBackup } from './backup.table.js';
import { codeSchemaVersion } from './schema-version.js';

export const BACKUP_NOT_FOUND = '备份不存在或已被删除，请刷新后重试';
const BACKUP_GONE = '备份文件已不在存储服务中，无法下载或恢复：请删除这条记录';

type Row = typeof databaseBackup.$inferSelect;

export const toBackup = (r: Row): DatabaseBackup => ({
  id: r.id,
  fileName: r.fileName,
  size: r.size,
  sha256: r.sha256,
  schemaVersion: r.schemaVersion,
  schemaTag: r.schemaTag,
  tables: r.tables,
  rows: r.rows,
  durationMs: r.durationMs,
  kind: r.kind as DatabaseBackup['kind'],
  verifyStatus: r.verifyStatus as DatabaseBackup['verifyStatus'],
  verifyMessage: r.verifyMessage,
  verifiedAt: r.verifiedAt?.toISOString() ?? null,
  createBy: r.createBy ?? '',
  createTime: r.createTime.toISOString(),
});

export async function listBackups(db: Db, query: z.output<typeof backupQuerySchema>) {
  const where = query.kind ? eq(databaseBackup.kind, query.kind) : undefined;
  const [rows, [total], code] = await Promise.all([
    db
      .select()
      .from(databaseBackup)
      .where(where)
      .orderBy(desc(databaseBackup.createTime), desc(databaseBackup.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(databaseBackup).where(where),
    codeSchemaVersion(),
  ]);
  return { content: rows.map(toBackup), totalElements: total?.n ?? 0, schemaVersion: code.version };
}

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/**
 * Takes a backup now: the snapshot goes to a temp file, into the storage service, into the
 * catalog; then the stored copy is read back and checked, and the check's result is recorded.
 */
export async function createBackup(
  db: Db,
  pool: pg.Pool,
  store: FileStore,
  key: SealKey,
  by: { username: string; kind: 'manual' | 'scheduled' },
  log: FastifyBaseLogger,
): Promise<DatabaseBackup> {
  const started = new Date();
  const written = await writeBackup(pool, store.tmpDir, started, key);
  const storedName = `${randomBytes(16).toString('hex')}.zip`;
  try {
    await store.current.put(storedName, written.file, written.size, 'application/zip');
  } finally {
    await rm(written.file, { force: true });
  }
  const { manifest } = written;
  const [row] = await db
    .insert(databaseBackup)
    .values({
      fileName: `coalsim-${stamp(started)}.zip`,
      storedName,
      backend: store.current.kind,
      size: written.size,
      sha256: written.sha256,
      schemaVersion: manifest.schemaVersion,
      schemaTag: manifest.schemaTag,
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((n, t) => n + t.rows, 0),
      durationMs: Date.now() - started.getTime(),
      kind: by.kind,
      createBy: by.username,
      updateBy: by.username,
    })
    .returning();
  return toBackup(await verifyBackup(db, store, key, row!, log));
}

/** The stored bytes of a backup, as a stream; 404 when the storage service no longer has them. */
export async function openBackupFile(store: FileStore, row: Row) {
  const bytes = await store.backendOf(row.backend as BackendKind)?.get(row.storedName);
  if (!bytes) throw notFound(BACKUP_GONE);
  return bytes;
}

/** The stored bytes of a backup, spooled to a temp file (yauzl reads a zip at random places). */
export async function fetchBackupFile(store: FileStore, row: Row): Promise<string> {
  const bytes = await openBackupFile(store, row);
  const file = path.join(store.tmpDir, `${randomBytes(16).toString('hex')}.part`);
  await pipeline(bytes, createWriteStream(file, { mode: 0o600 }));
  return file;
}

/** Reads the stored copy back: readable, every entry present, the file's and each table's sha256. */
export async function verifyBackup(
  db: Db,
  store: FileStore,
  key: SealKey,
  row: Row,
  log: FastifyBaseLogger,
): Promise<Row> {
  let status: 'passed' | 'failed' = 'passed';
  let message: string;
  let file: string | undefined;
  try {
    file = await fetchBackupFile(store, row);
    if ((await fileSha256(file)) !== row.sha256) throw new Error('文件的 SHA-256 与记录不符');
    const manifest = await readBackup(file, key);
    message = `可读取，${manifest.tables.length} 张表的行数和校验和均一致`;
  } catch (err) {
    status = 'failed';
    message = err instanceof Error ? err.message.slice(0, 400) : '无法读取';
    log.warn({ err, backupId: row.id }, 'database backup failed its check');
  } finally {
    if (file) await rm(file, { force: true });
  }
  return recordCheck(db, row, status, message);
}

/** What the latest check of a backup found. */
export async function recordCheck(db: Db, row: Row, status: 'passed' | 'failed', message: string) {
  const [checked] = await db
    .update(databaseBackup)
    .set({ verifyStatus: status, verifyMessage: message.slice(0, 400), verifiedAt: new Date() })
    .where(eq(databaseBackup.id, row.id))
    .returning();
  return checked ?? row;
}

export async function backupRow(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(databaseBackup).where(eq(databaseBackup.id, id));
  if (!row) throw notFound(BACKUP_NOT_FOUND);
  return row;
}

/** The rows go, then their bytes (a failure there is logged: the rows stay deleted). */
export async function deleteBackups(db: Db, store: FileStore, ids: number[], log: FastifyBaseLogger) {
  const wanted = [...new Set(ids)];
  const removed = await db.transaction(async (tx) => {
    const rows = await tx.delete(databaseBackup).where(inArray(databaseBackup.id, wanted)).returning();
    if (rows.length !== wanted.length) throw notFound(BACKUP_NOT_FOUND);
    return rows;
  });
  for (const r of removed) {
    await store
      .backendOf(r.backend as BackendKind)
      ?.delete(r.storedName)
      .catch((err: unknown) => log.warn({ err, storedName: r.storedName }, 'backup bytes left behind'));
  }
  return {};
}
