import { describe, expect, inject, it, vi } from 'vitest';
import type { TestProject } from 'vitest/node';

import { quoteIdent } from '../db/database.js';
import { createTestDatabase } from './build-test-app.js';
import setup from './global-setup.js';
import { adminUrl, withAdminClient, type TestPostgres } from './test-postgres.js';

const exists = (admin: TestPostgres['admin'], name: string) =>
  withAdminClient(admin, async (c) => {
    const { rows } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return rows.length === 1;
  });

/**
 * A run inside this one on the same server (the generator's proof runs the generated tests so)
 * cleans up after itself when it ends — and only after itself: it once dropped every test
 * database on the server, those of files still running here included.
 */
describe('a second test run on the same PostgreSQL', () => {
  it('drops its own templates and test databases at its end, never this run’s', async () => {
    const { admin } = inject('testPostgres');
    const ours = await createTestDatabase(false);
    const { rows } = await ours.pool.query<{ name: string }>('SELECT current_database() AS name');
    const oursName = rows[0]!.name;

    vi.stubEnv('COALSIM_TEST_PG', 'external');
    vi.stubEnv('TEST_DATABASE_URL', adminUrl(admin));
    let provided: TestPostgres | undefined;
    const project = { provide: (_key: string, value: TestPostgres) => (provided = value) };
    try {
      const teardown = await setup(project as unknown as TestProject);
      expect(provided).toBeDefined();
      const { emptyTemplate, demoTemplate, databasePrefix } = provided!;
      const theirs = `${databasePrefix}left_behind`;
      await withAdminClient(admin, (c) => c.query(`CREATE DATABASE ${quoteIdent(theirs)}`));
      await teardown();
      expect(await exists(admin, oursName)).toBe(true);
      for (const name of [emptyTemplate, demoTemplate, theirs]) expect(await exists(admin, name)).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
    expect((await ours.pool.query('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
  });
});
