import { fileURLToPath } from 'node:url';

import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/** The committed SQL migrations; the same relative place from src/ and from dist/. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

/** A constant key for pg_advisory_lock, so that instances starting together migrate one at a time. */
const MIGRATION_LOCK = 7_230_614_001;

/** Runs `task` while holding the cluster-wide advisory lock on one pooled connection. */
export async function withStartupLock<T>(
  pool: pg.Pool,
  task: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      return await task(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

export async function migrateDatabase(pool: pg.Pool): Promise<void> {
  await withStartupLock(pool, (client) => migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR }));
}
