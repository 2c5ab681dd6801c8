import type { StorageBackend, StorageFile, StorageQuery, StorageRename } from '@coalsim/contract';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import { orderByOf, withinRange } from '../../lib/list-query.js';
import { escapeLike } from '../../lib/sql.js';
import { EXPORT_LIMIT } from '../../lib/xlsx.js';
import { fileInUse, usesOf } from './file-refs.js';
import type { FileStore } from './storage-backend.js';
import { sysStorage } from './storage.table.js';
import { removeBytes, storedColumns, toRecord } from './stored-file.service.js';
import { LISTED_PURPOSES } from './upload-rules.js';

export const FILE_NOT_FOUND = '文件不存在';

/** 存储管理 sees its own files and the editors' pictures, of one backend or of all. */
export interface StorageScope {
  backend?: StorageBackend;
}

/** The trigram-indexed text that `blurry` searches: the display name and the uploaded name. */
const searchable = sql`(${sysStorage.name} || ' ' || ${sysStorage.realName})`;

function scopeOf(scope: StorageScope): SQL | undefined {
  return and(
    inArray(sysStorage.purpose, LISTED_PURPOSES),
    scope.backend ? eq(sysStorage.backend, scope.backend) : undefined,
  );
}

function filtersOf(scope: StorageScope, query: StorageQuery): SQL | undefined {
  return and(
    scopeOf(scope),
    query.blurry ? sql`${searchable} ILIKE ${`%${escapeLike(query.blurry)}%`}` : undefined,
    query.category ? eq(sysStorage.category, query.category) : undefined,
    withinRange(sysStorage.createTime, query.createTime),
  );
}

function orderOf(query: StorageQuery) {
  const sortable = {
    id: sysStorage.id,
    name: sysStorage.name,
    size: sysStorage.size,
    createTime: sysStorage.createTime,
  };
  return orderByOf(query.sort, sortable, [desc(sysStorage.createTime)], sysStorage.id);
}

export async function listFiles(db: Db, scope: StorageScope, query: StorageQuery) {
  const where = filtersOf(scope, query);
  const [rows, [total]] = await Promise.all([
    db
      .select(storedColumns)
      .from(sysStorage)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(sysStorage).where(where),
  ]);
  return { content: rows.map(toRecord), totalElements: total?.n ?? 0 };
}

export async function filesForExport(
  db: Db,
  scope: StorageScope,
  query: StorageQuery,
): Promise<StorageFile[]> {
  const rows = await db
    .select(storedColumns)
    .from(sysStorage)
    .where(filtersOf(scope, query))
    .orderBy(...orderOf(query))
    .limit(EXPORT_LIMIT);
  return rows.map(toRecord);
}

/** The display name only: the stored name, the bytes and the uploaded name stay as they are. */
export async function renameFile(db: Db, change: StorageRename, by: string): Promise<StorageFile> {
  const [row] = await db
    .update(sysStorage)
    .set({ name: change.name, updateBy: by, updateTime: sql`now()` })
    .where(and(eq(sysStorage.id, change.id), scopeOf({})))
    .returning(storedColumns);
  if (!row) throw notFound(FILE_NOT_FOUND);
  return toRecord(row);
}

/**
 * Deletes the rows, then their bytes; 409 naming where, when any of them is still shown (a
 * software's cover, a news text…), and then none is deleted. The rows are locked first, so a
 * reference being added meanwhile is either seen here or waits and finds no file. Ids outside
 * the scope (another backend's, an avatar) or already gone are left alone, as a repeated delete
 * should be.
 */
export async function deleteFiles(
  db: Db,
  store: FileStore,
  scope: StorageScope,
  ids: number[],
  log: FastifyBaseLogger,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const wanted = tx
      .select({ id: sysStorage.id })
      .from(sysStorage)
      .where(and(inArray(sysStorage.id, ids), scopeOf(scope)))
      .for('update');
    const locked = (await wanted).map((r) => r.id);
    const uses = await usesOf(tx, locked);
    if (uses.length > 0) throw fileInUse(uses);
    if (locked.length === 0) return [];
    return tx
      .delete(sysStorage)
      .where(inArray(sysStorage.id, locked))
      .returning({ storedName: sysStorage.storedName, backend: sysStorage.backend });
  });
  await removeBytes(store, removed, log);
}
