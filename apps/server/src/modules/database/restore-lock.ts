import type pg from 'pg';

/**
 * A restore holds this advisory lock, keyed by the database's name, on its connection to the
 * maintenance database for as long as it runs. The lock is what every instance agrees on: one
 * restore of a database at a time, and "a restore is running" for instances that only heard of it
 * through the cache bus. It lives outside the database being replaced, so the switch (which ends
 * every connection to that database) does not drop it, and it goes by itself if the restoring
 * process dies. Its key is shown in pg_locks as classid 0x434f414c ('COAL') and objid the name's hash.
 */
const RESTORE_LOCK = 0x434f414c;

/** Takes the restore lock of `database` on `admin` (a maintenance connection); false when held. */
export async function tryRestoreLock(admin: pg.ClientBase, database: string): Promise<boolean> {
  const { rows } = await admin.query<{ locked: boolean }>(
    'SELECT pg_try_advisory_lock($1, hashtext($2) & 2147483647) AS locked',
    [RESTORE_LOCK, database],
  );
  return rows[0]?.locked === true;
}

/** Whether some connection, of any instance, holds the restore lock of the database behind `pool`. */
export async function restoreRunning(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ running: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM pg_locks
        WHERE locktype = 'advisory' AND granted AND objsubid = 2
          AND classid = $1::int::oid AND objid = (hashtext(current_database()::text) & 2147483647)::oid
     ) AS running`,
    [RESTORE_LOCK],
  );
  return rows[0]?.running === true;
}
