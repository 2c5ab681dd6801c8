import { inArray, sql } from 'drizzle-orm';

import type { DbOrTx } from '../access/access-transitions.js';
import { addProgress, refreshProgress } from './progress.js';
import { addToDaily, type CountedRecord } from './train-rollup.js';
import { trainRecord } from './train.table.js';

export type NewRecord = typeof trainRecord.$inferInsert;

/** What a stored record contributes to the rollup and to its plan's progress. */
export interface RecordEffect extends CountedRecord {
  id: number;
  workerId: number;
  planId: number | null;
  score: number;
  flagged: boolean;
}

const effectColumns = {
  id: trainRecord.id,
  enterpriseId: trainRecord.enterpriseId,
  softId: trainRecord.softId,
  startedAt: trainRecord.startedAt,
  durationS: trainRecord.durationS,
  score: trainRecord.score,
  passed: trainRecord.passed,
  workerId: trainRecord.workerId,
  planId: trainRecord.planId,
  flagged: trainRecord.flagged,
};

const inPlan = (effects: readonly RecordEffect[]) =>
  effects.flatMap((r) => (r.planId === null || r.flagged ? [] : [{ ...r, planId: r.planId }]));

/**
 * Every write of records goes through these, in the caller's transaction, so that the rollup
 * behind /stats and the plans' progress (and certificates) always match the records. Additions
 * alone add their sums; a change or deletion has the trainees' progress recomputed.
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
  if (removed.length === 0) return addProgress(tx, inPlan(added), now);
  const pairs = [...removed, ...added].flatMap((r) =>
    r.planId === null ? [] : [{ planId: r.planId, workerId: r.workerId }],
  );
  await refreshProgress(tx, pairs, now);
}

/** A column of the batch as one array parameter. */
const column = <T>(rows: NewRecord[], value: (r: NewRecord) => T) => sql.param(rows.map(value));
const iso = (d: Date | undefined) => (d ? d.toISOString() : null);

interface EffectRow extends Record<string, unknown> {
  id: string;
  enterprise_id: string;
  soft_id: string;
  started_at: Date;
  duration_s: number;
  score: string;
  passed: boolean;
  worker_id: string;
  plan_id: string | null;
  flagged: boolean;
}

/**
 * Stores a batch in one statement over array parameters (unnest): a 500-record report as a
 * multi-row VALUES took 10,000 parameters, most of the server's time building them and 36 ms of
 * PostgreSQL's planning them (ingest bench).
 */
export async function insertRecords(tx: DbOrTx, rows: NewRecord[], now: Date): Promise<RecordEffect[]> {
  if (rows.length === 0) return [];
  const { rows: stored } = await tx.execute<EffectRow>(sql`
    insert into train_record (enterprise_id, plan_id, worker_id, soft_id, device_id, device_serial,
      started_at, ended_at, duration_s, score, passed, status, source, flagged, flag_reason,
      access_id, origin_id, body_sha256, steps, launch_id, create_by, update_by)
    select * from unnest(
      ${column(rows, (r) => r.enterpriseId)}::bigint[], ${column(rows, (r) => r.planId ?? null)}::bigint[],
      ${column(rows, (r) => r.workerId)}::bigint[], ${column(rows, (r) => r.softId)}::bigint[],
      ${column(rows, (r) => r.deviceId ?? null)}::bigint[], ${column(rows, (r) => r.deviceSerial ?? null)}::varchar[],
      ${column(rows, (r) => iso(r.startedAt))}::timestamptz[], ${column(rows, (r) => iso(r.endedAt))}::timestamptz[],
      ${column(rows, (r) => r.durationS)}::int[], ${column(rows, (r) => r.score)}::numeric[],
      ${column(rows, (r) => r.passed)}::boolean[], ${column(rows, (r) => r.status ?? 1)}::smallint[],
      ${column(rows, (r) => r.source)}::varchar[], ${column(rows, (r) => r.flagged ?? false)}::boolean[],
      ${column(rows, (r) => r.flagReason ?? null)}::varchar[], ${column(rows, (r) => r.accessId ?? null)}::bigint[],
      ${column(rows, (r) => r.originId ?? null)}::varchar[], ${column(rows, (r) => r.bodySha256 ?? null)}::varchar[],
      ${column(rows, (r) => (r.steps == null ? null : JSON.stringify(r.steps)))}::jsonb[],
      ${column(rows, (r) => r.launchId ?? null)}::bigint[],
      ${column(rows, (r) => r.createBy ?? null)}::varchar[], ${column(rows, (r) => r.updateBy ?? null)}::varchar[])
    returning id, enterprise_id, soft_id, started_at, duration_s, score, passed, worker_id, plan_id, flagged`);
  const effects = stored.map((r) => ({
    id: Number(r.id),
    enterpriseId: Number(r.enterprise_id),
    softId: Number(r.soft_id),
    startedAt: new Date(r.started_at),
    durationS: Number(r.duration_s),
    score: Number(r.score),
    passed: r.passed,
    workerId: Number(r.worker_id),
    planId: r.plan_id === null ? null : Number(r.plan_id),
    flagged: r.flagged,
  }));
  await applyEffects(tx, effects, [], now);
  return effects;
}

/** The records' current effects, locked, before they are changed or deleted. */
export async function lockEffects(tx: DbOrTx, ids: number[]) {
  return tx.select(effectColumns).from(trainRecord).where(inArray(trainRecord.id, ids)).for('update');
}
