import pg from 'pg';

import { quoteIdent } from '../db/database.js';

/** What the global setup hands to every test file: where the server is and which templates exist. */
export interface TestPostgres {
  /** Connection to the maintenance database; test databases are created through it. */
  admin: pg.ClientConfig;
  /** Migrated, no rows. */
  emptyTemplate: string;
  /** Migrated and seeded with the demo data. */
  demoTemplate: string;
  /**
   * Starts the name of every test database of this run: its teardown drops only these. Another
   * run may share the server — the generator's proof runs one inside this one — and must never
   * take the databases of files still running here.
   */
  databasePrefix: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testPostgres: TestPostgres;
  }
}

/** The maintenance connection as a URL (TEST_DATABASE_URL of a run inside this one). */
export function adminUrl(admin: pg.ClientConfig): string {
  if (admin.connectionString) return admin.connectionString;
  const user = encodeURIComponent(String(admin.user ?? 'postgres'));
  const password = admin.password ? `:${encodeURIComponent(String(admin.password))}` : '';
  const host = encodeURIComponent(String(admin.host));
  return `postgresql://${user}${password}@localhost:${admin.port ?? 5432}/postgres?host=${host}`;
}

export async function withAdminClient<T>(admin: pg.ClientConfig, task: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client(admin);
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database, ending its connections first. Only the sessions of our own role are
 * ended here: `WITH (FORCE)` would also try to end an autovacuum worker that happens to be in the
 * database, which a role without superuser may not ("must be a member of the role whose process
 * is being terminated"); a plain DROP stops such workers itself.
 */
export async function dropDatabase(admin: pg.ClientConfig, name: string) {
  await withAdminClient(admin, async (c) => {
    await c.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = $1 AND pid <> pg_backend_pid() AND usename = current_user`,
      [name],
    );
    await c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)}`);
  });
}

/** `config` pointing at database `name` on the same server as `admin`. */
export function databaseConfig(admin: pg.ClientConfig, name: string): pg.ClientConfig {
  if (admin.connectionString) {
    const url = new URL(admin.connectionString);
    url.pathname = `/${name}`;
    return { connectionString: url.toString() };
  }
  return { ...admin, database: name };
}
