import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
/** A user's text used inside LIKE/ILIKE matches itself only: %, _ and \ lose their meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * `column DESC NULLS LAST`, the order the list indexes are built in (drizzle's `.desc()` in an
 * index). A plain `DESC` means NULLS FIRST to PostgreSQL, which no such index can serve: the
 * planner then sorts the whole table for every page.
 */
export function descNullsLast(column: AnyColumn): SQL {
  return sql`${column} desc nulls last`;
}

/** The same index read backwards: `column ASC NULLS FIRST`. */
export function ascNullsFirst(column: AnyColumn): SQL {
  return sql`${column} asc nulls first`;
}

/**
 * Optimistic concurrency on `update_time`: the row still has the version the client read. The
 * client got the time in milliseconds while PostgreSQL keeps microseconds, so both are compared
 * at the client's precision.
 */
export function sameVersion(column: AnyColumn, readAt: string): SQL {
  return sql`date_trunc('milliseconds', ${column}) = ${new Date(readAt).toISOString()}::timestamptz`;
}
