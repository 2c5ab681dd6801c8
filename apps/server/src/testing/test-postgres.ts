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
}

declare module 'vitest' {
  export interface ProvidedContext {
    testPostgres: TestPostgres;
  }
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

export async function dropDatabase(admin: pg.ClientConfig, name: string) {
  await withAdminClient(admin, (c) => c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
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
