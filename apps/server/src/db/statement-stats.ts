import type pg from 'pg';

export const STATEMENT_STATS = 'pg_stat_statements';

/** What an operator does when the server does not load the extension (SQL 监控 shows it). */
export const STATEMENT_STATS_HINT =
  "数据库未启用 pg_stat_statements：请在 postgresql.conf 中设置 shared_preload_libraries = 'pg_stat_statements' 并重启数据库，然后在本库执行 CREATE EXTENSION pg_stat_statements（需要超级用户或数据库所有者），重启本服务后即可查看 SQL 统计";

/**
 * Installs pg_stat_statements in this database when the server preloads it (the embedded
 * PostgreSQL always does). An external server without it, or a user without the right, leaves
 * SQL 监控 showing how to enable it: never a reason not to start.
 */
export async function enableStatementStats(pool: pg.Pool): Promise<boolean> {
  try {
    const { rows } = await pool.query<{ loaded: boolean }>(
      "SELECT $1 = ANY(string_to_array(replace(current_setting('shared_preload_libraries'), ' ', ''), ',')) AS loaded",
      [STATEMENT_STATS],
    );
    if (!rows[0]?.loaded) return false;
    await pool.query(`CREATE EXTENSION IF NOT EXISTS ${STATEMENT_STATS}`);
    return true;
  } catch {
    return false;
  }
}
