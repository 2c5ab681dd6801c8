import { and, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/database.js';
import { conflict } from '../../lib/http-error.js';
import type { FileStore } from './storage-backend.js';
import { sysFileRef, sysStorage } from './storage.table.js';
import { removeBytes } from './stored-file.service.js';
import type { Purpose } from './upload-rules.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The tables whose triggers write sys_file_ref (migration 0013), what their rows are called in a
 * message, and the column that names a row. Table names, not imports: the reference is the
 * database's, and storage must not depend on the modules that show files.
 */
const OWNERS: Record<string, { label: string; title: string }> = {
  soft: { label: '软件', title: 'name' },
  news: { label: '新闻', title: 'title' },
  enterprise: { label: '企业标志', title: 'name' },
  sys_user: { label: '用户头像', title: 'username' },
  exam_question: { label: '试题', title: 'stem' },
};

/** How many uses a message names before "等 N 处". */
const NAMED_USES = 3;

export interface FileUse {
  fileName: string;
  where: string;
}

/** Where each of the files is used, e.g. 软件「综采工作面仿真」; none for files nothing shows. */
export async function usesOf(tx: Tx | Db, ids: number[]): Promise<FileUse[]> {
  if (ids.length === 0) return [];
  const titleOf = Object.entries(OWNERS).map(
    ([table, { title }]) =>
      sql`WHEN ${table} THEN (SELECT ${sql.identifier(title)}::text FROM ${sql.identifier(table)} WHERE id = r.owner_id)`,
  );
  const rows = await tx.execute<{ file_name: string; owner_table: string; owner_title: string | null }>(sql`
    SELECT s.name AS file_name, r.owner_table, CASE r.owner_table ${sql.join(titleOf, sql` `)} END AS owner_title
    FROM ${sysFileRef} r JOIN ${sysStorage} s ON s.stored_name = r.stored_name
    WHERE s.id IN ${ids} ORDER BY s.id, r.owner_table, r.owner_id`);
  return rows.rows.map((r) => ({
    fileName: r.file_name,
    where: `${OWNERS[r.owner_table]?.label ?? r.owner_table}「${r.owner_title ?? '已删除'}」`,
  }));
}

/** 409 naming the first uses, so the caller knows where to change the picture first. */
export function fileInUse(uses: FileUse[]) {
  const named = uses.slice(0, NAMED_USES).map((u) => `「${u.fileName}」用于${u.where}`);
  const more = uses.length > NAMED_USES ? `等 ${uses.length} 处` : '';
  return conflict(`文件正在使用，不能删除：${named.join('；')}${more}。请先在那里更换或删除图片，再删除文件`);
}

/** Uploads made for one use only; 存储管理's own files stay until someone deletes them. */
export const SINGLE_USE: Purpose[] = ['picture', 'avatar', 'logo'];
const PURGE_BATCH = 500;

/**
 * Removes single-use uploads nothing has referred to for `days` days (never used, or released by
 * a deleted software, a changed cover, a new avatar…): rows first, a batch per transaction, then
 * their bytes. A file referenced meanwhile is kept: the trigger that adds its reference clears
 * released_at, and the row lock makes this delete see it.
 */
export async function purgeUnusedFiles(
  db: Db,
  store: FileStore,
  log: FastifyBaseLogger,
  days: number,
): Promise<number> {
  const stale = and(
    inArray(sysStorage.purpose, SINGLE_USE),
    lt(sysStorage.releasedAt, sql`now() - make_interval(days => ${days})`),
    notExists(
      db
        .select({ one: sql`1` })
        .from(sysFileRef)
        .where(sql`${sysFileRef.storedName} = ${sysStorage.storedName}`),
    ),
  );
  let total = 0;
  for (;;) {
    const picked = db
      .select({ id: sysStorage.id })
      .from(sysStorage)
      .where(stale)
      .limit(PURGE_BATCH)
      .for('update', {
        skipLocked: true,
      });
    const removed = await db
      .delete(sysStorage)
      .where(and(inArray(sysStorage.id, picked), stale))
      .returning({ storedName: sysStorage.storedName, backend: sysStorage.backend });
    await removeBytes(store, removed, log);
    total += removed.length;
    if (removed.length < PURGE_BATCH) return total;
  }
}
