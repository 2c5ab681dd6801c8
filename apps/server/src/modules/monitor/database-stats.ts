import type { ServerStatus } from '@coalsim/contract';
import type pg from 'pg';

interface Row {
  version: string;
  size: number;
  active: number;
  idle: number;
  max_connections: number;
  hit_ratio: number | null;
  longest: number | null;
}

/**
 * The database as this instance sees it, in one round trip: the server's version, this
 * database's size, its connections by state, the buffer cache's hit ratio and the longest running
 * statement (this reading's own excluded), plus this instance's pool.
 */
export async function readDatabaseStats(pool: pg.Pool): Promise<ServerStatus['database']> {
  const { rows } = await pool.query<Row>(`
    SELECT current_setting('server_version') AS version,
           pg_database_size(current_database())::float8 AS size,
           (SELECT count(*) FROM pg_stat_activity
             WHERE datname = current_database() AND state = 'active')::int AS active,
           (SELECT count(*) FROM pg_stat_activity
             WHERE datname = current_database() AND state LIKE 'idle%')::int AS idle,
           current_setting('max_connections')::int AS max_connections,
           (SELECT round(100.0 * blks_hit / nullif(blks_hit + blks_read, 0), 1)::float8
              FROM pg_stat_database WHERE datname = current_database()) AS hit_ratio,
           (SELECT extract(epoch FROM max(clock_timestamp() - query_start))::float8
              FROM pg_stat_activity
             WHERE datname = current_database() AND state = 'active'
               AND pid <> pg_backend_pid() AND backend_type = 'client backend') AS longest`);
  const row = rows[0]!;
  return {
    version: row.version,
    size: row.size,
    active: row.active,
    idle: row.idle,
    maxConnections: row.max_connections,
    poolTotal: pool.totalCount,
    poolIdle: pool.idleCount,
    poolWaiting: pool.waitingCount,
    cacheHitRatio: row.hit_ratio,
    longestQuerySeconds: Math.max(0, Math.round((row.longest ?? 0) * 10) / 10),
  };
}
