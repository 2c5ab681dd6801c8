import type pg from 'pg';

import type { Db } from '../../db/database.js';
import { conflict } from '../../lib/http-error.js';

export const IMPORT_BUSY = '本企业正在导入员工：请等上一次导入完成后再试';

/**
 * Runs `task` while this enterprise holds the worker-import advisory lock, or answers 409 at once.
 * A session lock on one dedicated connection, so it holds across instances sharing the database,
 * and a process that dies mid-import drops it with its connection.
 */
export const poolOf = (db: Db) => (db as unknown as { $client: pg.Pool }).$client;

export async function withImportLock<T>(db: Db, enterpriseId: number, task: () => Promise<T>): Promise<T> {
  // drizzle keeps the pool it was given as $client; its Db type does not name it.
  const client = await poolOf(db).connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      "SELECT pg_try_advisory_lock(hashtext('worker_import'), $1) AS locked",
      [enterpriseId],
    );
    if (!rows[0]?.locked) throw conflict(IMPORT_BUSY);
    try {
      return await task();
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext('worker_import'), $1)", [enterpriseId]);
    }
  } finally {
    client.release();
  }
}
