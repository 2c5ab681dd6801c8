import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type pg from 'pg';

import { MIGRATIONS_DIR } from '../../db/migrate.js';

/** A database's shape: how many of the committed migrations it has, and the last one's tag. */
export interface SchemaVersion {
  version: number;
  tag: string;
}

interface Journal {
  entries: { idx: number; tag: string }[];
}

async function journal(): Promise<Journal> {
  return JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** The running code's schema: every committed migration. */
export async function codeSchemaVersion(): Promise<SchemaVersion> {
  const { entries } = await journal();
  return { version: entries.length, tag: entries.at(-1)?.tag ?? '' };
}

/** The schema of the database behind `client`, from drizzle's own record of applied migrations. */
export async function databaseSchemaVersion(client: pg.ClientBase): Promise<SchemaVersion> {
  const { rows } = await client.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
  );
  const version = rows[0]?.n ?? 0;
  const { entries } = await journal();
  return { version, tag: entries[version - 1]?.tag ?? '' };
}

/**
 * A folder holding only the first `version` migrations, for drizzle's migrator: a restore builds
 * the backup's own schema, loads the data into it, then runs the migrations that came after.
 */
export async function migrationsUpTo(version: number, dir: string): Promise<string> {
  const { entries, ...rest } = await journal();
  const kept = entries.slice(0, version);
  await mkdir(path.join(dir, 'meta'), { recursive: true });
  await writeFile(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...rest, entries: kept }));
  for (const { tag } of kept) await cp(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  return dir;
}
