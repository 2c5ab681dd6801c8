import pg from 'pg';

/**
 * A pool whose lost connections never crash the process. A connection cut by a restore (which
 * terminates every other backend), a restart or a kill of the database emits `error` on its
 * client; with no listener, Node throws it. The pool's own handler covers idle clients only: a
 * checked-out one (a run's lease, a transaction between two statements) needs its own, and then
 * its next query fails instead, which its caller handles.
 */
export function resilientPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}
