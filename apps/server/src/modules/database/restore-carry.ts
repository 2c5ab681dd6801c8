import { pipeline } from 'node:stream/promises';

import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

import { quoteIdent } from '../../db/database.js';
import { CATALOG_TABLE } from './backup-manifest.js';
import { appTables } from './backup-tables.js';

/** 操作日志 and 异常日志: a record of what happened, not data a restore may take back. */
export const LOG_TABLE = 'sys_log';

async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** The backups known now stay known after the restore: the catalog is carried over as it is. */
export async function carryCatalog(from: pg.Pool, to: pg.Pool): Promise<void> {
  const { rows } = await from.query<Record<string, unknown>>(
    `SELECT * FROM public.${CATALOG_TABLE} ORDER BY id`,
  );
  await inTransaction(to, async (client) => {
    await client.query(`DELETE FROM public.${CATALOG_TABLE}`);
    for (const row of rows) {
      const columns = Object.keys(row);
      await client.query(
        `INSERT INTO public.${CATALOG_TABLE} (${columns.map(quoteIdent).join(', ')}) OVERRIDING SYSTEM VALUE
         VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
        columns.map((c) => row[c]),
      );
    }
    await client.query(
      `SELECT setval(pg_get_serial_sequence($1, 'id'), greatest((SELECT max(id) FROM public.${CATALOG_TABLE}), 1), (SELECT count(*) > 0 FROM public.${CATALOG_TABLE}))`,
      [`public.${CATALOG_TABLE}`],
    );
  });
}

/**
 * The log of the database being replaced, carried into the restored one: every row it lacks is
 * added with its id (rows written since the backup), a row whose id it holds with other content
 * (a history the backup never saw, e.g. from another installation) under a new id. Streamed with
 * COPY, so a long log costs no memory. Returns how many rows were carried.
 */
export async function carryLog(from: pg.Pool, to: pg.Pool): Promise<number> {
  const source = await from.connect();
  try {
    return await inTransaction(to, async (client) => {
      const shape = (await appTables(client)).find((t) => t.name === LOG_TABLE);
      if (!shape) return 0;
      const all = shape.columns.map(quoteIdent);
      const rest = shape.columns.filter((c) => c !== 'id').map(quoteIdent);
      await client.query(`CREATE TEMP TABLE carried_log (LIKE public.${LOG_TABLE}) ON COMMIT DROP`);
      await pipeline(
        source.query(copyTo(`COPY public.${LOG_TABLE} (${all.join(', ')}) TO STDOUT`)),
        client.query(copyFrom(`COPY carried_log (${all.join(', ')}) FROM STDIN`)),
      );
      const kept = await client.query(
        `INSERT INTO public.${LOG_TABLE} (${all.join(', ')}) OVERRIDING SYSTEM VALUE
         SELECT ${all.map((c) => `c.${c}`).join(', ')} FROM carried_log c
          WHERE NOT EXISTS (SELECT 1 FROM public.${LOG_TABLE} l WHERE l.id = c.id)`,
      );
      const sequence = `pg_get_serial_sequence('public.${LOG_TABLE}', 'id')`;
      await client.query(
        `SELECT setval(${sequence}, greatest((SELECT max(id) FROM public.${LOG_TABLE}), 1), (SELECT count(*) > 0 FROM public.${LOG_TABLE}))`,
      );
      const renumbered = await client.query(
        `INSERT INTO public.${LOG_TABLE} (${rest.join(', ')})
         SELECT ${rest.map((c) => `c.${c}`).join(', ')} FROM carried_log c
           JOIN public.${LOG_TABLE} l ON l.id = c.id
          WHERE (${rest.map((c) => `l.${c}`).join(', ')}) IS DISTINCT FROM (${rest.map((c) => `c.${c}`).join(', ')})
          ORDER BY c.id`,
      );
      return (kept.rowCount ?? 0) + (renumbered.rowCount ?? 0);
    });
  } finally {
    source.release();
  }
}
