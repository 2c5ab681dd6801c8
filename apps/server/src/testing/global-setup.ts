import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import type { TestProject } from 'vitest/node';

import { createDatabase, ensureDatabase } from '../db/database.js';
import { startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { prepareDatabase } from '../seed/prepare.js';
import { databaseConfig, dropDatabase, withAdminClient, type TestPostgres } from './test-postgres.js';

const quiet = { info: () => undefined, warn: () => undefined };

/**
 * One PostgreSQL per run: the embedded one in a temporary folder, or the server named by
 * TEST_DATABASE_URL when COALSIM_TEST_PG=external. Two migrated templates are made once;
 * each test file then clones its own database from one of them.
 */
export default async function setup(project: TestProject) {
  const external = process.env.COALSIM_TEST_PG === 'external';
  let admin: TestPostgres['admin'];
  let stop = async () => undefined as void;
  if (external) {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('COALSIM_TEST_PG=external needs TEST_DATABASE_URL');
    admin = { connectionString: url };
  } else {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'coalsim-test-'));
    const embedded = await startEmbeddedPostgres(dir, quiet);
    admin = { ...embedded.connection, database: 'postgres' };
    stop = async () => {
      await embedded.stop();
      await fs.rm(dir, { recursive: true, force: true });
    };
  }
  const suffix = `${process.pid}`;
  const templates = {
    emptyTemplate: `coalsim_tpl_empty_${suffix}`,
    demoTemplate: `coalsim_tpl_demo_${suffix}`,
  };
  const databasePrefix = `coalsim_test_${suffix}_`;
  for (const [name, seed] of [
    [templates.emptyTemplate, false],
    [templates.demoTemplate, true],
  ] as const) {
    await dropDatabase(admin, name);
    await ensureDatabase(admin, name);
    const database = createDatabase(databaseConfig(admin, name));
    await prepareDatabase(database, { seedDemo: seed });
    await database.close();
  }
  project.provide('testPostgres', { admin, ...templates, databasePrefix });

  return async () => {
    if (external) {
      // Leave the shared server as we found it: our templates and any test database of this run
      // left behind — never another run's, which may share the server.
      await withAdminClient(admin, async (c) => {
        const { rows } = await c.query<{ datname: string }>(
          'SELECT datname FROM pg_database WHERE datname = ANY($1) OR starts_with(datname, $2)',
          [Object.values(templates), databasePrefix],
        );
        for (const { datname } of rows) await dropDatabase(admin, datname);
      });
    }
    await stop();
  };
}
