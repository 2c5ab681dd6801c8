import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { from as copyFrom } from 'pg-copy-streams';

import { quoteIdent } from '../../db/database.js';
import { migrateDatabase } from '../../db/migrate.js';
import { enableStatementStats } from '../../db/statement-stats.js';
import { CATALOG_TABLE, type BackupManifest } from './backup-manifest.js';
import { BackupFileError, readBackup } from './backup-reader.js';
import { migrationsUpTo } from './schema-version.js';

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/**
 * Loads a checked backup into the empty database behind `target`: the backup's own schema first,
 * then its rows, then the migrations that came after it, so an older backup comes back in today's
 * shape. Foreign keys are dropped for the load and added back (which checks every row again), and
 * the tables' own triggers are off meanwhile (they would write derived rows the backup already
 * holds): both need only the tables' owner, never a superuser.
 */
export async function loadBackup(target: pg.Pool, file: string, manifest: BackupManifest, tmpDir: string) {
  const folder = await mkdtemp(path.join(tmpDir, 'migrations-'));
  const client = await target.connect();
  try {
    await migrate(drizzle(client), {
      migrationsFolder: await migrationsUpTo(manifest.schemaVersion, folder),
    });
    await client.query('BEGIN');
    const { rows: keys } = await client.query<ForeignKey>(
      `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
         FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
    );
    for (const k of keys) await client.query(`ALTER TABLE ${k.table} DROP CONSTRAINT ${quoteIdent(k.name)}`);
    const names = manifest.tables.map((t) => quoteIdent(t.name));
    for (const t of names) await client.query(`ALTER TABLE ${t} DISABLE TRIGGER USER`);
    await readBackup(file, async (table, rows) => {
      const columns = table.columns.map(quoteIdent).join(', ');
      await pipeline(rows, client.query(copyFrom(`COPY ${quoteIdent(table.name)} (${columns}) FROM STDIN`)));
    });
    for (const s of manifest.sequences) {
      await client.query('SELECT setval($1::regclass, $2, $3)', [
        quoteIdent(s.name),
        s.value ?? 1,
        s.value !== null,
      ]);
    }
    for (const t of names) await client.query(`ALTER TABLE ${t} ENABLE TRIGGER USER`);
    for (const k of keys) {
      await client.query(`ALTER TABLE ${k.table} ADD CONSTRAINT ${quoteIdent(k.name)} ${k.definition}`);
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    // A table or column this schema version does not have: the file does not match its manifest.
    const code = (err as { code?: string }).code;
    if (code === '42P01' || code === '42703' || code === '22P02' || code === '23503' || code === '23505') {
      throw new BackupFileError(`备份中的数据与其记录的结构版本不符（${(err as Error).message}），无法恢复`);
    }
    throw err;
  } finally {
    client.release();
    await rm(folder, { recursive: true, force: true });
  }
  await migrateDatabase(target);
  await enableStatementStats(target);
}

/** The backups known now stay known after the restore: the catalog is carried over as it is. */
export async function carryCatalog(from: pg.Pool, to: pg.Pool): Promise<void> {
  const { rows } = await from.query<Record<string, unknown>>(`SELECT * FROM ${CATALOG_TABLE} ORDER BY id`);
  const client = await to.connect();
  try {
    await client.query('BEGIN');
    await client.query(`DELETE FROM ${CATALOG_TABLE}`);
    for (const row of rows) {
      const columns = Object.keys(row);
      await client.query(
        `INSERT INTO ${CATALOG_TABLE} (${columns.map(quoteIdent).join(', ')}) OVERRIDING SYSTEM VALUE
         VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
        columns.map((c) => row[c]),
      );
    }
    await client.query(
      `SELECT setval(pg_get_serial_sequence($1, 'id'), greatest((SELECT max(id) FROM ${CATALOG_TABLE}), 1), (SELECT count(*) > 0 FROM ${CATALOG_TABLE}))`,
      [CATALOG_TABLE],
    );
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/**
 * The job runner's schema is not app data: the restored database gets an empty one, made by
 * pg-boss itself, which the runners then fill from sys_job (their queues and schedules).
 */
export async function prepareJobRunnerSchema(config: pg.PoolConfig): Promise<void> {
  const boss = new PgBoss({
    ...(config as PgBoss.DatabaseOptions),
    max: 1,
    supervise: false,
    schedule: false,
  });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}
