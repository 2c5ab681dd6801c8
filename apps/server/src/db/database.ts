import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';
import { resilientPool } from './resilient-pool.js';

/**
 * The query builder. Without drizzle's relational schema: queries name their tables, so the ground
 * floor needs no module's table (src/schema.ts gathers them for drizzle-kit only).
 */
export type Db = NodePgDatabase;

export interface Database {
  pool: pg.Pool;
  db: Db;
  /**
   * Where the pool connects (host, port, user, database… as given to createDatabase): for a
   * component that needs connections of its own, such as the job runner's pg-boss.
   */
  connection: pg.PoolConfig;
  /** Ends the pool, then stops the embedded PostgreSQL if this process started or adopted it. */
  close(): Promise<void>;
  /**
   * Stops the embedded PostgreSQL without waiting for the pool (whose clients may be busy): for
   * an exit that cannot wait, which must still not leave the database running.
   */
  stopNow(): Promise<void>;
}

interface Log {
  info(msg: string): void;
  warn(msg: string): void;
}

export const EMBEDDED_DATABASE = 'coalsim';

// int8 and numeric come back as strings by default; ids and counts here fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Creates `database` on the server behind `admin` unless it exists. */
export async function ensureDatabase(admin: pg.ClientConfig, database: string): Promise<void> {
  const client = new pg.Client(admin);
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${quoteIdent(database)}`);
  } catch (err) {
    // Two instances starting at once may race to create it.
    if ((err as { code?: string }).code !== '42P04') throw err;
  } finally {
    await client.end();
  }
}

export function createDatabase(poolConfig: pg.PoolConfig, embedded?: EmbeddedPostgres): Database {
  // A transaction whose connection is cut between two statements fails its next query instead,
  // and the request answers 503.
  const pool = resilientPool({ max: 20, idleTimeoutMillis: 30_000, ...poolConfig });
  const db = drizzle(pool);
  // drizzle's transaction on a pool leaks the client when BEGIN itself fails (a connection that
  // died with the server, found only when used): it is never released and the pool's end, at
  // shutdown, waits for it forever. Here the client is checked out and always released by us;
  // drizzle runs the transaction on it. A dead client is dropped by the pool on release.
  const transaction: Db['transaction'] = async (work, config) => {
    const client = await pool.connect();
    try {
      return await drizzle(client).transaction(work, config);
    } finally {
      client.release();
    }
  };
  Object.assign(db, { transaction });
  return {
    pool,
    db,
    connection: poolConfig,
    async close() {
      await pool.end();
      await embedded?.stop();
    },
    async stopNow() {
      void pool.end().catch(() => undefined);
      await embedded?.stop();
    },
  };
}

/**
 * Run on the server before the app's database is connected to or created: a restore that died
 * half way through its switch leaves the database missing under its name (modules/database).
 */
export type BeforeOpen = (config: pg.PoolConfig, database: string) => Promise<void>;

/** `DATABASE_URL` when set; otherwise the embedded PostgreSQL in `dataDir/pg`. */
export async function openDatabase(
  opts: { databaseUrl: string | undefined; dataDir: string },
  log: Log,
  beforeOpen?: BeforeOpen,
): Promise<Database> {
  if (opts.databaseUrl) {
    const config = { connectionString: opts.databaseUrl };
    const name = decodeURIComponent(new URL(opts.databaseUrl).pathname.slice(1));
    if (name) await beforeOpen?.(config, name);
    return createDatabase(config);
  }
  const embedded = await startEmbeddedPostgres(opts.dataDir, log);
  try {
    const config = { ...embedded.connection, database: EMBEDDED_DATABASE };
    await beforeOpen?.(config, EMBEDDED_DATABASE);
    await ensureDatabase({ ...embedded.connection, database: 'postgres' }, EMBEDDED_DATABASE);
  } catch (err) {
    await embedded.stop();
    throw err;
  }
  return createDatabase({ ...embedded.connection, database: EMBEDDED_DATABASE }, embedded);
}
