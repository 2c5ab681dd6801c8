import type pg from 'pg';

import { ADVISORY_LOCKS, withAdvisoryLock } from '../../db/migrate.js';
import { resilientPool } from '../../db/resilient-pool.js';

/** First half of the two-key advisory lock of a run (the second is the run's id, hashed). */
const LEASE_KEY = 7_230_615;
/**
 * pg-boss marks a run active when an instance fetches it, a moment before the instance takes the
 * lease; a run active this long without a lease is an orphan, never one just being started.
 */
const ORPHAN_AFTER_SECONDS = 30;

export interface OrphanRun {
  id: string;
  name: string;
}

/**
 * Who is running what, held where a crash cannot leave it behind: each run holds a session-level
 * advisory lock on a connection of its own, which PostgreSQL lets go the moment the instance's
 * process dies (SIGKILL, power loss). pg-boss 10 itself would keep such a run "active" until it
 * expires (an hour), holding up every later run of the job (the singleton policy); the runner
 * hands orphans back to the queue instead (job-runner.ts, each reconciliation).
 */
export function createRunLeases(connection: pg.PoolConfig) {
  const leases = lazyPool(connection, 4, 'coalsim-job-leases');
  // Its own connection, never the app's pool: instances sharing a pool (tests) or an exhausted
  // pool must not leave the lock's holder waiting for a connection a waiter holds.
  const queueLock = lazyPool(connection, 1, 'coalsim-job-lock');
  const connect = () => leases.pool().connect();
  const key = [LEASE_KEY] as const;

  return {
    /** Runs `task` while holding run `runId`'s lease. */
    async hold<T>(runId: string, task: () => Promise<T>): Promise<T> {
      const client = await connect();
      let broken = false;
      try {
        const { rows } = await client.query<{ held: boolean }>(
          'SELECT pg_try_advisory_lock($1, hashtext($2)) AS held',
          [...key, runId],
        );
        if (!rows[0]?.held) throw new Error(`run ${runId} is already being run`);
        return await task();
      } finally {
        await client
          .query('SELECT pg_advisory_unlock($1, hashtext($2))', [...key, runId])
          .catch(() => (broken = true));
        client.release(broken);
      }
    },

    /** Runs pg-boss shows active for a while whose lease nobody holds: their instance is gone. */
    async orphans(isOurs: (queue: string) => boolean): Promise<OrphanRun[]> {
      const client = await connect();
      let broken = false;
      try {
        const { rows } = await client.query<OrphanRun>(
          `SELECT id::text AS id, name FROM pgboss.job
           WHERE state = 'active' AND started_on < now() - make_interval(secs => $1)`,
          [ORPHAN_AFTER_SECONDS],
        );
        const orphans: OrphanRun[] = [];
        for (const run of rows.filter((r) => isOurs(r.name))) {
          const { rows: probe } = await client.query<{ free: boolean }>(
            'SELECT pg_try_advisory_lock($1, hashtext($2)) AS free',
            [...key, run.id],
          );
          if (!probe[0]?.free) continue;
          await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [...key, run.id]);
          orphans.push(run);
        }
        return orphans;
      } catch (err) {
        broken = true;
        throw err;
      } finally {
        client.release(broken);
      }
    },

    /**
     * Runs `task` while no other instance runs one: pg-boss's schema and queue tables are made with
     * DDL that deadlocks when two instances make the same at once (seen starting three together).
     */
    exclusively: <T>(task: () => Promise<T>) =>
      withAdvisoryLock(queueLock.pool(), ADVISORY_LOCKS.jobQueues, task),

    async close() {
      await Promise.all([leases.end(), queueLock.end()]);
    },
  };
}

/** A pool made on first use and again after end(): the runner may be stopped and started again. */
function lazyPool(connection: pg.PoolConfig, max: number, name: string) {
  let opened: pg.Pool | undefined;
  return {
    pool() {
      if (!opened) {
        // A lease's connection cut by a restore or a restart: the next use takes a new one.
        opened = resilientPool({ ...connection, max, application_name: name });
      }
      return opened;
    },
    async end() {
      const pool = opened;
      opened = undefined;
      await pool?.end();
    },
  };
}
