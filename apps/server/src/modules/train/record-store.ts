import { inArray } from 'drizzle-orm';

import type { DbOrTx } from '../access/access-transitions.js';
import { refreshProgress } from './progress.js';
import { addToDaily, type CountedRecord } from './train-rollup.js';
import { trainRecord } from './train.table.js';

export type NewRecord = typeof trainRecord.$inferInsert;

/** What a stored record contributes to the rollup and to its plan's progress. */
export interface RecordEffect extends CountedRecord {
  workerId: number;
  planId: number | null;
  flagged: boolean;
}

const effectColumns = {
  id: trainRecord.id,
  enterpriseId: trainRecord.enterpriseId,
  softId: trainRecord.softId,
  startedAt: trainRecord.startedAt,
  durationS: trainRecord.durationS,
  passed: trainRecord.passed,
  workerId: trainRecord.workerId,
  planId: trainRecord.planId,
  flagged: trainRecord.flagged,
};

/**
 * Every write of records goes through these two, in the caller's transaction, so that the
 * rollup behind /stats and the plans' progress (and certificates) always match the records.
 */
export async function applyEffects(
  tx: DbOrTx,
  added: readonly RecordEffect[],
  removed: readonly RecordEffect[],
  now: Date,
): Promise<void> {
  await addToDaily(
    tx,
    removed.filter((r) => !r.flagged),
    -1,
  );
  await addToDaily(
    tx,
    added.filter((r) => !r.flagged),
    1,
  );
  const pairs = [...removed, ...added].flatMap((r) =>
    r.planId === null ? [] : [{ planId: r.planId, workerId: r.workerId }],
  );
  await refreshProgress(tx, pairs, now);
}

export async function insertRecords(tx: DbOrTx, rows: NewRecord[], now: Date) {
  if (rows.length === 0) return [];
  const stored = await tx.insert(trainRecord).values(rows).returning(effectColumns);
  await applyEffects(tx, stored, [], now);
  return stored;
}

/** The records' current effects, locked, before they are changed or deleted. */
export async function lockEffects(tx: DbOrTx, ids: number[]) {
  return tx.select(effectColumns).from(trainRecord).where(inArray(trainRecord.id, ids)).for('update');
}
