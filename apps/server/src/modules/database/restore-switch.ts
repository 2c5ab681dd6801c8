import { setTimeout as sleep } from 'node:timers/promises';

import type pg from 'pg';

import { quoteIdent } from '../../db/database.js';
import { failpoint } from '../../lib/failpoint.js';

const OBJECT_IN_USE = '55006';
/**
 * How long a rename keeps trying while pools reconnect between the disconnect and the rename.
 * PostgreSQL itself waits up to 5 s per attempt for other sessions to leave, so this bounds the
 * time the service stays closed when a connection cannot be ended after all.
 */
const RENAME_DEADLINE_MS = 20_000;

/** The database stayed in use by connections the switch may not end (another role's). */
export const stillInUse = (err: unknown) => (err as { code?: string }).code === OBJECT_IN_USE;

/**
 * Ends every other connection to `database` that this role may end: every instance's pools, cache
 * bus and job runner. Others' backends are left alone (ending them needs membership in their role:
 * asking would fail the whole statement), and RENAME itself stops an autovacuum worker in the way.
 */
async function disconnect(admin: pg.Client, database: string) {
  await admin.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = $1 AND pid <> pg_backend_pid() AND backend_type = 'client backend'
        AND pg_has_role(usesysid, 'MEMBER')`,
    [database],
  );
}

/**
 * Sessions of another role in `database`: the switch could not end them, so a restore is refused
 * before it starts rather than after loading everything. (Another role's backend_type is hidden
 * from this one; autovacuum workers have no role and are left out by that.)
 */
export async function sessionsBeyondReach(admin: pg.Client, database: string): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = $1 AND pid <> pg_backend_pid() AND usesysid IS NOT NULL
        AND NOT pg_has_role(usesysid, 'MEMBER')`,
    [database],
  );
  return rows[0]?.n ?? 0;
}

/** ALTER DATABASE … RENAME, retried while a pool reconnects between the disconnect and the rename. */
async function rename(admin: pg.Client, from: string, to: string) {
  const deadline = Date.now() + RENAME_DEADLINE_MS;
  for (;;) {
    await disconnect(admin, from);
    try {
      await admin.query(`ALTER DATABASE ${quoteIdent(from)} RENAME TO ${quoteIdent(to)}`);
      return;
    } catch (err) {
      if (!stillInUse(err) || Date.now() > deadline) throw err;
      await sleep(20);
    }
  }
}

/**
 * What a restored database says of itself once it is loaded in full: a start that finds the
 * switch half done (restore-recovery.ts) may then finish it; without the mark it undoes it.
 */
export const READY_MARK = 'coalsim restore: loaded in full';

export async function markReady(admin: pg.Client, restored: string) {
  await admin.query(`COMMENT ON DATABASE ${quoteIdent(restored)} IS '${READY_MARK}'`);
}

/**
 * Puts the restored database in the current one's place: the current one is renamed aside, the
 * restored one takes its name, and the pools — which connect by name — reconnect to it. If the
 * second rename fails the first is undone, so the service comes back on the old data. A process
 * that dies between the two leaves both names for the next start to settle.
 */
export async function switchDatabases(admin: pg.Client, current: string, restored: string, aside: string) {
  await rename(admin, current, aside);
  failpoint('restore:between-renames');
  try {
    await rename(admin, restored, current);
  } catch (err) {
    await rename(admin, aside, current);
    throw err;
  }
  await admin.query(`COMMENT ON DATABASE ${quoteIdent(current)} IS NULL`);
}

export { rename as renameDatabase };

/** Drops a database nobody should be using any more; what fails is left for an operator. */
export async function dropDatabase(admin: pg.Client, name: string) {
  await disconnect(admin, name);
  await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)}`);
}
