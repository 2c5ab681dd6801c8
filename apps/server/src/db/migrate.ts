import { fileURLToPath } from 'node:url';

import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/** The committed SQL migrations; the same relative place from src/ and from dist/. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Constant keys for pg_advisory_lock: instances starting together take turns. */
export const ADVISORY_LOCKS = {
  /** Migrations and the demo data. */
  startup: 7_230_614_001,
  /** The job runner's pg-boss schema and queues (modules/jobs/job-runner.ts). */
  jobQueues: 7_230_614_002,
} as const;

/** Runs `task` while holding a cluster-wide advisory lock on one pooled connection. */
export async function withAdvisoryLock<T>(
  pool: pg.Pool,
  key: number,
  task: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await task(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}

/** Runs `task` while holding the startup lock (migrations, demo data). */
export const withStartupLock = <T>(pool: pg.Pool, task: (client: pg.PoolClient) => Promise<T>) =>
  withAdvisoryLock(pool, ADVISORY_LOCKS.startup, task);

export async function migrateDatabase(pool: pg.Pool): Promise<void> {
  await withStartupLock(pool, (client) => migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR }));
}
