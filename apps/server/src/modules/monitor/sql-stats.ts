import type { SortOrder, SqlStatPage, SQL_STAT_SORT_FIELDS } from '@coalsim/contract';
import type pg from 'pg';

import { quoteIdent } from '../../db/database.js';
import { STATEMENT_STATS, STATEMENT_STATS_HINT } from '../../db/statement-stats.js';
import { conflict } from '../../lib/http-error.js';
import { escapeLike } from '../../lib/sql.js';

const INSUFFICIENT_PRIVILEGE = '42501';

type SortField = (typeof SQL_STAT_SORT_FIELDS)[number];

const ORDER_COLUMNS: Record<SortField, string> = {
  totalTime: 'total_exec_time',
  meanTime: 'mean_exec_time',
  calls: 'calls',
  rows: 'rows',
};

/**
 * The schema of a usable pg_stat_statements, or undefined: not installed in this database, or
 * installed but not loaded by the server (its view then fails). The server's own setting is not
 * read: only superusers and pg_read_all_settings may see shared_preload_libraries.
 */
async function statementStatsSchema(pool: pg.Pool): Promise<string | undefined> {
  const { rows } = await pool.query<{ schema: string }>(
    'SELECT extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname = $1',
    [STATEMENT_STATS],
  );
  const schema = rows[0]?.schema;
  if (!schema) return undefined;
  try {
    await pool.query(`SELECT 1 FROM ${quoteIdent(schema)}.${STATEMENT_STATS} LIMIT 1`);
    return schema;
  } catch {
    return undefined;
  }
}

interface StatRow {
  query_id: string;
  query: string;
  calls: number;
  total_exec_time: number;
  mean_exec_time: number;
  max_exec_time: number;
  rows: number;
}

/**
 * SQL 监控: this database's statements from pg_stat_statements (other databases of the server
 * are not ours to show), searched in their normalised text, sorted and paged.
 */
export async function listSqlStats(
  pool: pg.Pool,
  query: { page: number; size: number; sort: SortOrder<SortField>[]; blurry?: string | undefined },
): Promise<SqlStatPage> {
  const schema = await statementStatsSchema(pool);
  if (!schema) {
    return {
      enabled: false,
      hint: STATEMENT_STATS_HINT,
      content: [],
      totalElements: 0,
      totalTime: 0,
      resetAt: null,
    };
  }
  const view = `${quoteIdent(schema)}.${STATEMENT_STATS}`;
  const ours = `FROM ${view} WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())`;
  const pattern = query.blurry ? `%${escapeLike(query.blurry)}%` : null;
  const matching = `${ours} AND ($1::text IS NULL OR query ILIKE $1)`;
  const order =
    query.sort.length > 0 ? query.sort : [{ field: 'totalTime' as const, direction: 'desc' as const }];
  const orderBy = order.map((o) => `${ORDER_COLUMNS[o.field]} ${o.direction}`).join(', ');
  const [summary, page] = await Promise.all([
    pool.query<{ total: number; n: number; reset_at: Date | null }>(
      `SELECT (SELECT coalesce(sum(total_exec_time), 0)::float8 ${ours}) AS total,
              (SELECT count(*)::int ${matching}) AS n,
              (SELECT stats_reset FROM ${quoteIdent(schema)}.pg_stat_statements_info) AS reset_at`,
      [pattern],
    ),
    pool.query<StatRow>(
      `SELECT queryid::text AS query_id, query, calls::float8 AS calls, total_exec_time, mean_exec_time,
              max_exec_time, rows::float8 AS rows
       ${matching} ORDER BY ${orderBy}, queryid LIMIT $2 OFFSET $3`,
      [pattern, query.size, query.page * query.size],
    ),
  ]);
  const { total, n, reset_at } = summary.rows[0]!;
  const ms = (v: number) => Math.round(v * 1000) / 1000;
  return {
    enabled: true,
    hint: '',
    totalElements: n,
    totalTime: ms(total),
    resetAt: reset_at ? reset_at.toISOString() : null,
    content: page.rows.map((r) => ({
      queryId: r.query_id,
      query: r.query,
      calls: r.calls,
      totalTime: ms(r.total_exec_time),
      meanTime: ms(r.mean_exec_time),
      maxTime: ms(r.max_exec_time),
      rows: r.rows,
      share: total > 0 ? Math.round((r.total_exec_time / total) * 1000) / 10 : 0,
    })),
  };
}

/** Empties the statistics (the extension's reset covers every database of the server). */
export async function resetSqlStats(pool: pg.Pool): Promise<Record<string, never>> {
  const schema = await statementStatsSchema(pool);
  if (!schema)
    throw conflict('数据库未启用 pg_stat_statements，无法重置 SQL 统计：请先按 SQL 监控页的提示启用');
  try {
    await pool.query(`SELECT ${quoteIdent(schema)}.pg_stat_statements_reset()`);
  } catch (err) {
    // Only superusers may reset unless granted the function.
    if ((err as { code?: string }).code !== INSUFFICIENT_PRIVILEGE) throw err;
    throw conflict(
      '数据库用户无权重置 SQL 统计：请由数据库超级用户执行 GRANT EXECUTE ON FUNCTION pg_stat_statements_reset TO 本服务的数据库用户',
    );
  }
  return {};
}
