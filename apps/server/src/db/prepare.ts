import type { Database } from './database.js';
import { migrateDatabase, withStartupLock } from './migrate.js';
import { seedDemo } from './seed.js';

/** Brings a database to the current schema and, on request, seeds the demo data once. */
export async function prepareDatabase(
  database: Database,
  opts: { seedDemo: boolean },
): Promise<{ seeded: boolean }> {
  await migrateDatabase(database.pool);
  if (!opts.seedDemo) return { seeded: false };
  const seeded = await withStartupLock(database.pool, () => seedDemo(database.db));
  return { seeded };
}
