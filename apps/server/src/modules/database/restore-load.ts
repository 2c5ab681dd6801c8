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
import type { BackupManifest } from './backup-manifest.js';
import { BackupFileError, readBackup } from './backup-reader.js';
import type { SealKey } from './backup-seal.js';
import { appSequences, appTables } from './backup-tables.js';
import { migrationsUpTo } from './schema-version.js';

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

const notRestorable = (why: string) => new BackupFileError(`${why}，无法恢复：请选择本平台生成的完整备份`);

/**
 * The backup must hold exactly the tables, columns and sequences of its own schema version (the
 * empty database has just been migrated to it): a manifest naming 7 of 44 tables would otherwise
 * restore as success and leave the other 37 empty, the audit log included.
 */
async function assertWholeSchema(client: pg.ClientBase, manifest: BackupManifest) {
  const shape = new Map((await appTables(client)).map((t) => [t.name, t.columns]));
  const named = new Map(manifest.tables.map((t) => [t.name, t.columns]));
  const missing = [...shape.keys()].filter((t) => !named.has(t));
  const extra = [...named.keys()].filter((t) => !shape.has(t));
  if (missing.length > 0 || extra.length > 0) {
    const parts = [
      missing.length > 0 ? `缺少 ${missing.length} 张表（${missing.slice(0, 5).join('、')}）` : '',
      extra.length > 0 ? `含有该结构版本没有的表（${extra.slice(0, 5).join('、')}）` : '',
    ];
    throw notRestorable(
      `备份的数据表与其结构版本 ${manifest.schemaVersion} 不符：${parts.filter(Boolean).join('，')}`,
    );
  }
  for (const [name, columns] of named) {
    if (columns.join(',') !== shape.get(name)!.join(','))
      throw notRestorable(`备份中 ${name} 表的列与其结构版本不符`);
  }
  const sequences = new Set((await appSequences(client)).map((s) => s.name));
  const strange = manifest.sequences.filter((s) => !sequences.has(s.name));
  if (strange.length > 0 || new Set(manifest.sequences.map((s) => s.name)).size !== sequences.size) {
    throw notRestorable('备份中的序列与其结构版本不符');
  }
}

/** A refusal of the data (bad values, broken constraints, rows too big), not of the server. */
function refusesData(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code !== 'string' || code.length !== 5) return false;
  return /^(22|23|54)/.test(code) || ['42P01', '42703', '42804'].includes(code);
}

const refusedRows = (table: string, err: unknown) =>
  new BackupFileError(
    `备份中 ${table} 表有数据库拒绝的数据（${(err as Error).message.slice(0, 200)}），无法恢复，当前数据保持原样：请选择其他备份`,
  );

/** COPYs one table's rows, and holds PostgreSQL to having loaded every one of them. */
async function copyTable(
  client: pg.ClientBase,
  table: BackupManifest['tables'][number],
  rows: NodeJS.ReadableStream,
) {
  const columns = table.columns.map(quoteIdent).join(', ');
  const copy = client.query(copyFrom(`COPY public.${quoteIdent(table.name)} (${columns}) FROM STDIN`));
  try {
    await pipeline(rows, copy);
  } catch (err) {
    throw refusesData(err) ? refusedRows(table.name, err) : err;
  }
  // A `\.` line ends COPY's input early, quietly: the rest of the table would be lost.
  if (copy.rowCount !== table.rows) {
    throw notRestorable(
      `备份中 ${table.name} 表只载入了 ${copy.rowCount} 行，少于记录的 ${table.rows} 行（数据中含有结束标记）`,
    );
  }
}

/**
 * Loads a sealed backup into the empty database behind `target`: the backup's own schema first,
 * then its rows, then the migrations that came after it, so an older backup comes back in today's
 * shape. Foreign keys are dropped for the load and added back (which checks every row again), and
 * the tables' own triggers are off meanwhile (they would write derived rows the backup already
 * holds): both need only the tables' owner, never a superuser. Every name is taken in `public`.
 */
export async function loadBackup(
  target: pg.Pool,
  file: string,
  manifest: BackupManifest,
  tmpDir: string,
  key: SealKey,
) {
  const folder = await mkdtemp(path.join(tmpDir, 'migrations-'));
  const client = await target.connect();
  try {
    await migrate(drizzle(client), {
      migrationsFolder: await migrationsUpTo(manifest.schemaVersion, folder),
    });
    await assertWholeSchema(client, manifest);
    await client.query('BEGIN');
    const { rows: keys } = await client.query<ForeignKey>(
      `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
         FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
    );
    for (const k of keys) await client.query(`ALTER TABLE ${k.table} DROP CONSTRAINT ${quoteIdent(k.name)}`);
    const names = manifest.tables.map((t) => `public.${quoteIdent(t.name)}`);
    for (const t of names) await client.query(`ALTER TABLE ${t} DISABLE TRIGGER USER`);
    await readBackup(file, key, (table, rows) => copyTable(client, table, rows));
    for (const s of manifest.sequences) {
      await client.query(`SELECT setval(format('public.%I', $1::text)::regclass, $2, $3)`, [
        s.name,
        s.value ?? 1,
        s.value !== null,
      ]);
    }
    for (const t of names) await client.query(`ALTER TABLE ${t} ENABLE TRIGGER USER`);
    for (const k of keys) {
      try {
        await client.query(`ALTER TABLE ${k.table} ADD CONSTRAINT ${quoteIdent(k.name)} ${k.definition}`);
      } catch (err) {
        throw refusesData(err) ? refusedRows(k.table, err) : err;
      }
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
    await rm(folder, { recursive: true, force: true });
  }
  await migrateDatabase(target);
  await enableStatementStats(target);
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
