import type pg from 'pg';

import { CATALOG_TABLE } from './backup-manifest.js';

export interface AppTable {
  name: string;
  /** Stored columns in order (generated ones are computed again on restore). */
  columns: string[];
}

/**
 * The app's tables: the ordinary tables of `public` (views such as pg_stat_statements' are not
 * data), without the backup catalog. pg-boss keeps its queue in its own schema: not app data.
 */
export async function appTables(client: pg.ClientBase): Promise<AppTable[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') AND c.relname <> $1
      GROUP BY c.relname
      ORDER BY c.relname`,
    [CATALOG_TABLE],
  );
  return rows;
}

/** Each sequence of `public` with its last value (null before its first use). */
export async function appSequences(client: pg.ClientBase) {
  const { rows } = await client.query<{ name: string; value: string | null }>(
    `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences
      WHERE schemaname = 'public' AND sequencename NOT LIKE $1 ORDER BY sequencename`,
    [`${CATALOG_TABLE}%`],
  );
  return rows.map((r) => ({ name: r.name, value: r.value === null ? null : Number(r.value) }));
}
