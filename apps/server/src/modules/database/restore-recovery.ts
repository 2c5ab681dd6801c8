import type pg from 'pg';

import { quoteIdent } from '../../db/database.js';
import { withMaintenanceClient } from './database-names.js';
import { tryRestoreLock } from './restore-lock.js';
import { dropDatabase, READY_MARK, renameDatabase } from './restore-switch.js';

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

interface Beside {
  name: string;
  kind: 'restore' | 'before';
  suffix: string;
  ready: boolean;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The databases a restore of `current` made beside it (besideName: `<current>_restore_<suffix>`). */
async function besideDatabases(admin: pg.Client, current: string): Promise<Beside[]> {
  const { rows } = await admin.query<{ name: string; comment: string | null }>(
    `SELECT datname AS name, shobj_description(oid, 'pg_database') AS comment FROM pg_database
      WHERE datname LIKE $1 OR datname LIKE $2`,
    [`${escapeLike(current)}\\_restore\\_%`, `${escapeLike(current)}\\_before\\_%`],
  );
  return rows.flatMap((r) => {
    const match = /_(restore|before)_([0-9a-z]+)$/.exec(r.name);
    if (!match) return [];
    return [
      { name: r.name, kind: match[1] as Beside['kind'], suffix: match[2]!, ready: r.comment === READY_MARK },
    ];
  });
}

const newestFirst = (a: Beside, b: Beside) =>
  b.suffix.length - a.suffix.length || b.suffix.localeCompare(a.suffix);

/**
 * At start, before anything connects to `current` or would create it: a restore that died part
 * way is settled. Between the two renames `current` is missing — the restored database takes its
 * name if it was loaded in full (the restore is finished), else the one set aside gets it back
 * (undone); never is an empty `current` created and seeded beside the real data. Then whatever a
 * dead restore left (a half-built copy, the replaced database after a finished switch) is dropped.
 * A restore running on another instance holds the restore lock: then nothing is touched.
 */
export async function settleInterruptedRestore(config: pg.PoolConfig, current: string, log: Log) {
  await withMaintenanceClient(config, async (admin) => {
    if (!(await tryRestoreLock(admin, current))) return;
    const beside = await besideDatabases(admin, current);
    if (beside.length === 0) return;
    const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [current]);
    if (rows.length === 0) {
      const aside = beside.filter((b) => b.kind === 'before').sort(newestFirst)[0];
      const restored = aside && beside.find((b) => b.kind === 'restore' && b.suffix === aside.suffix);
      if (restored?.ready) {
        await renameDatabase(admin, restored.name, current);
        await admin.query(`COMMENT ON DATABASE ${quoteIdent(current)} IS NULL`);
        log.warn({ database: current, from: restored.name }, 'restore: a switch left half done was finished');
      } else if (aside) {
        await renameDatabase(admin, aside.name, current);
        log.warn({ database: current, from: aside.name }, 'restore: a switch left half done was undone');
      }
    }
    const { rows: now } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [current]);
    // Without `current` the leftovers are all there is of the data: leave them to an operator.
    if (now.length === 0) return;
    for (const b of await besideDatabases(admin, current)) {
      await dropDatabase(admin, b.name);
      log.info({ database: b.name }, 'restore: dropped what an interrupted restore left behind');
    }
  });
}
