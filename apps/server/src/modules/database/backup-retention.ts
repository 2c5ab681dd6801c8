import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

import type { Db } from '../../db/database.js';
import { JOB_TIME_ZONE } from '../jobs/cron.js';
import type { ScheduledBackups } from '../jobs/handlers.js';
import type { FileStore } from '../storage/storage-backend.js';
import type { SealKey } from './backup-seal.js';
import { createBackup, deleteBackups } from './backup.service.js';
import { databaseBackup } from './backup.table.js';

/** Days and weeks are the schedules' own (定时任务 runs in China time). */
const dayOf = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: JOB_TIME_ZONE });

/** ISO week of a local day, e.g. `2026-W48`. */
function weekOf(d: Date): string {
  const [y, m, day] = dayOf(d).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, day));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const start = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - start) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * Which scheduled backups go: the newest of each of the `keepDaily` latest days that have one,
 * and the newest of each of the `keepWeekly` latest weeks, stay; the rest go. Manual and uploaded
 * backups are never dropped by the schedule.
 */
export function backupsToDrop(
  rows: readonly { id: number; createTime: Date }[],
  keepDaily: number,
  keepWeekly: number,
): number[] {
  const newestFirst = [...rows].sort(
    (a, b) => b.createTime.getTime() - a.createTime.getTime() || b.id - a.id,
  );
  const keep = new Set<number>();
  const pick = (key: (d: Date) => string, limit: number) => {
    const seen = new Set<string>();
    for (const row of newestFirst) {
      const k = key(row.createTime);
      if (seen.has(k)) continue;
      if (seen.size >= limit) break;
      seen.add(k);
      keep.add(row.id);
    }
  };
  pick(dayOf, keepDaily);
  pick(weekOf, keepWeekly);
  return newestFirst.filter((r) => !keep.has(r.id)).map((r) => r.id);
}

/** Applies the retention to the catalog's scheduled backups; returns how many were dropped. */
export async function pruneScheduledBackups(
  db: Db,
  store: FileStore,
  keep: { keepDaily: number; keepWeekly: number },
  log: FastifyBaseLogger,
): Promise<number> {
  const rows = await db
    .select({ id: databaseBackup.id, createTime: databaseBackup.createTime })
    .from(databaseBackup)
    .where(eq(databaseBackup.kind, 'scheduled'));
  const drop = backupsToDrop(rows, keep.keepDaily, keep.keepWeekly);
  if (drop.length === 0) return 0;
  // Only rows still there: another instance's run may have dropped some already.
  const still = await db
    .select({ id: databaseBackup.id })
    .from(databaseBackup)
    .where(and(eq(databaseBackup.kind, 'scheduled'), inArray(databaseBackup.id, drop)));
  if (still.length > 0)
    await deleteBackups(
      db,
      store,
      still.map((r) => r.id),
      log,
    );
  return still.length;
}

/** The scheduled backup job's side of 数据库备份, handed to the job runner by the app. */
export function scheduledBackups(
  db: Db,
  pool: pg.Pool,
  store: FileStore,
  key: SealKey,
  log: FastifyBaseLogger,
): ScheduledBackups {
  return {
    take: () => createBackup(db, pool, store, key, { username: 'system', kind: 'scheduled' }, log),
    prune: (params) => pruneScheduledBackups(db, store, params, log),
  };
}
