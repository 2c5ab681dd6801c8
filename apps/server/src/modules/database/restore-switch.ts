import { setTimeout as sleep } from 'node:timers/promises';

import type pg from 'pg';

import { quoteIdent } from '../../db/database.js';

const OBJECT_IN_USE = '55006';
const ATTEMPTS = 50;

/** Ends every other connection to `database` (this app's pools, the cache bus, the job runner). */
async function disconnect(admin: pg.Client, database: string) {
  await admin.query(
    'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [database],
  );
}

/** ALTER DATABASE … RENAME, retried while a pool reconnects between the disconnect and the rename. */
async function rename(admin: pg.Client, from: string, to: string) {
  for (let attempt = 1; ; attempt++) {
    await disconnect(admin, from);
    try {
      await admin.query(`ALTER DATABASE ${quoteIdent(from)} RENAME TO ${quoteIdent(to)}`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== OBJECT_IN_USE || attempt === ATTEMPTS) throw err;
      await sleep(20);
    }
  }
}

/**
 * Puts the restored database in the current one's place: the current one is renamed aside, the
 * restored one takes its name, and the pools — which connect by name — reconnect to it. If the
 * second rename fails the first is undone, so the service comes back on the old data.
 */
export async function switchDatabases(admin: pg.Client, current: string, restored: string, aside: string) {
  await rename(admin, current, aside);
  try {
    await rename(admin, restored, current);
  } catch (err) {
    await rename(admin, aside, current);
    throw err;
  }
}

/** Drops a database nobody should be using any more; what fails is left for an operator. */
export async function dropDatabase(admin: pg.Client, name: string) {
  await disconnect(admin, name);
  await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)}`);
}
