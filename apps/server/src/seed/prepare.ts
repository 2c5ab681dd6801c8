import type { Database } from '../db/database.js';
import { migrateDatabase, withStartupLock } from '../db/migrate.js';
import { enableStatementStats } from '../db/statement-stats.js';
import { seedFirstAdmin } from './first-admin.js';
import { seedReference } from './reference-data.js';
import { seedDemo } from './seed.js';

/**
 * Brings a database to the current schema, adds missing reference data (dictionaries, the back
 * office's menus) and, on request, seeds the demo accounts and content once, or else the first
 * administrator (INITIAL_ADMIN_PASSWORD) on a database without accounts.
 */
export async function prepareDatabase(
  database: Database,
  opts: { seedDemo: boolean; initialAdminPassword?: string; demoLaunchOrigin?: string },
): Promise<{ seeded: boolean; firstAdmin: boolean }> {
  await migrateDatabase(database.pool);
  return withStartupLock(database.pool, async () => {
    await enableStatementStats(database.pool);
    await seedReference(database.db);
    const seeded = opts.seedDemo ? await seedDemo(database.db, opts.demoLaunchOrigin) : false;
    const firstAdmin = opts.initialAdminPassword
      ? await seedFirstAdmin(database.db, opts.initialAdminPassword)
      : false;
    return { seeded, firstAdmin };
  });
}
