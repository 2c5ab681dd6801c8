import { randomBytes } from 'node:crypto';

import { afterAll, inject } from 'vitest';

import { buildApp } from '../app.js';
import { createDatabase, quoteIdent, type Database } from '../db/database.js';
import { databaseConfig, dropDatabase, withAdminClient } from './test-postgres.js';

export interface TestAppOptions {
  /** Start from the demo data (default) or from an empty, migrated database. */
  seed?: boolean;
  captchaEnabled?: boolean;
}

/** A fresh database cloned from a migrated template; dropped when the file's tests end. */
export async function createTestDatabase(seed = true): Promise<Database> {
  const { admin, emptyTemplate, demoTemplate } = inject('testPostgres');
  const name = `coalsim_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(admin, (c) =>
    c.query(
      `CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(seed ? demoTemplate : emptyTemplate)}`,
    ),
  );
  const database = createDatabase({ ...databaseConfig(admin, name), max: 5 });
  afterAll(async () => {
    await database.close();
    await dropDatabase(admin, name);
  });
  return database;
}

/** The real app (no web root) on its own fresh database, closed after the file's tests. */
export async function buildTestApp(options: TestAppOptions = {}) {
  const database = await createTestDatabase(options.seed ?? true);
  const app = await buildApp({
    config: { captchaEnabled: options.captchaEnabled ?? false },
    database,
    webRoot: null,
  });
  await app.ready();
  afterAll(() => app.close());
  return { app, database, db: database.db };
}
