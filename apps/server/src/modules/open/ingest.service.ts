import type { OpenRecord, OpenStoredRecord } from '@coalsim/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { enterpriseScope } from '../../lib/enterprise-scope.js';
import { conflict, HttpError } from '../../lib/http-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { DEFAULT_PASS_SCORE, plansForRecords } from '../train/progress.js';
import { insertRecords, type NewRecord } from '../train/record-store.js';
import { canUseSoft } from '../train/train-rules.js';
import { trainPlan, trainRecord } from '../train/train.table.js';
import type { AppCaller } from './app-auth.js';
import { implausibility } from './plausibility.js';
import { sha256Hex } from './signature.js';

const unprocessable = (message: string) => new HttpError(422, message);
const nth = (i: number, total: number) => (total > 1 ? `第 ${i + 1} 条记录：` : '');

/** The same record, however its keys were ordered or spaced when sent. */
export function fingerprint(record: OpenRecord): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([, v]) => v !== undefined)
              .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
              .map(([k, v]) => [k, sorted(v)]),
          )
        : value;
  return sha256Hex(JSON.stringify(sorted(record)));
}

const storedColumns = {
  id: trainRecord.id,
  originId: trainRecord.originId,
  workerId: trainRecord.workerId,
  planId: trainRecord.planId,
  planName: trainPlan.name,
  startedAt: trainRecord.startedAt,
  endedAt: trainRecord.endedAt,
  durationS: trainRecord.durationS,
  score: trainRecord.score,
  passed: trainRecord.passed,
  flagged: trainRecord.flagged,
  flagReason: trainRecord.flagReason,
  bodySha256: trainRecord.bodySha256,
  createTime: trainRecord.createTime,
};
type StoredRow = Awaited<ReturnType<ReturnType<typeof selectStored>['execute']>>[number];
// With the plan's name: the simulation (and npm run simulator) says which plan a session counted in.
const selectStored = (db: Db) =>
  db.select(storedColumns).from(trainRecord).leftJoin(trainPlan, eq(trainPlan.id, trainRecord.planId));

const toStored = (r: StoredRow): OpenStoredRecord => ({
  id: r.id,
  originId: r.originId ?? '',
  workerId: r.workerId,
  planId: r.planId,
  planName: r.planName,
  startTime: r.startedAt.getTime(),
  endTime: r.endedAt.getTime(),
  timeUsed: r.durationS,
  score: r.score,
  passed: r.passed,
  flagged: r.flagged,
  flagReason: r.flagReason,
  createTime: r.createTime.toISOString(),
});

/**
 * One answer for an enterprise that does not exist, one that has not granted the software or is
 * disabled, and a worker missing from any: a key holder must not learn who works where without
 * a grant, nor which enterprises the platform has disabled.
 */
export const TRAINEE_UNREACHABLE =
  '找不到该员工，或其所在企业未授权本软件使用或已被停用；请核对统一社会信用代码与工号（或用户名），并确认企业已在“我的接入”获得本软件的使用授权且处于启用状态';

/**
 * The trainee of every record (by credit code and 工号, or by the staff account's username), in
 * an enterprise that may use the software: the enterprise of the staff the report names, not one
 * a client chose. Only a granting enterprise's missing 工号 is named as such.
 */
async function resolveTrainees(db: Db, softId: number, records: OpenRecord[]) {
  const byCode = records.map((r) => (r.creditCode && r.employeeNo ? r : undefined));
  const { rows } = await db.execute<{
    i: number;
    worker_id: number | null;
    enterprise_id: number | null;
    enabled: boolean | null;
  }>(sql`
    select t.i::int as i, w.id::int as worker_id, coalesce(w.enterprise_id, e.id)::int as enterprise_id,
      (select te.enabled from enterprise te where te.id = coalesce(w.enterprise_id, e.id)) as enabled
    from unnest(${sql.param(byCode.map((r) => r?.creditCode ?? null))}::text[],
                ${sql.param(byCode.map((r) => r?.employeeNo ?? null))}::text[],
                ${sql.param(records.map((r, i) => (byCode[i] ? null : (r.username ?? null))))}::text[])
         with ordinality as t(code, no, uname, i)
    left join enterprise e on t.code is not null and e.credit_code = t.code
    left join lateral (
      select w.id, w.enterprise_id from ent_worker w
      where t.code is not null and w.enterprise_id = e.id and w.employee_no = t.no
      union all
      select w.id, w.enterprise_id from ent_worker w
      join sys_user u on u.id = w.user_id and u.username = t.uname
      where t.code is null
    ) w on true`);
  const found = new Map(rows.map((r) => [Number(r.i) - 1, r]));
  const granted = new Map<number, boolean>();
  for (const r of rows) {
    const id = r.enterprise_id === null ? null : Number(r.enterprise_id);
    // A disabled enterprise's staff train nowhere: its grants do not count while it is disabled.
    if (id !== null && !granted.has(id))
      granted.set(id, r.enabled === true && (await canUseSoft(db, enterpriseScope(id), softId)));
  }
  return records.map((r, i) => {
    const row = found.get(i);
    const enterpriseId = row?.enterprise_id == null ? null : Number(row.enterprise_id);
    if (enterpriseId === null || !granted.get(enterpriseId))
      throw unprocessable(`${nth(i, records.length)}${TRAINEE_UNREACHABLE}`);
    if (row?.worker_id == null)
      throw unprocessable(
        `${nth(i, records.length)}统一社会信用代码 ${r.creditCode} 的企业中没有工号为 ${r.employeeNo} 的员工，请核对后重试`,
      );
    return { workerId: Number(row.worker_id), enterpriseId };
  });
}

export const originConflict = (originId: string, prefix = '') =>
  conflict(`${prefix}originId ${originId} 已上报过内容不同的记录；更正请使用新的 originId`);

/** Who trains in each record, and in which enterprise; throws (422…) for one that cannot be stored. */
export type TraineeResolver = (
  db: Db,
  softId: number,
  records: OpenRecord[],
) => Promise<{ workerId: number; enterpriseId: number }[]>;

export interface IngestOptions {
  /** Default: by credit code and 工号, or the staff account's username, as the v1 door names them. */
  resolve?: TraineeResolver;
  /** Reported for this launch (the ilab-x door): 启动记录 counts it. */
  launchId?: number;
  retried?: boolean;
}

/**
 * Stores reported sessions for the calling application, all or nothing: a retry of a stored
 * `originId` answers the stored record; a different body under it is 409; an unknown trainee or
 * an enterprise without a grant to the software is 422. Implausible sessions are stored flagged.
 */
export async function ingestRecords(
  db: Db,
  caller: AppCaller,
  records: OpenRecord[],
  now: Date,
  options: IngestOptions = {},
): Promise<OpenStoredRecord[]> {
  const { resolve = resolveTrainees, launchId = null, retried = false } = options;
  const prints = records.map(fingerprint);
  const firstOf = new Map<string, number>();
  records.forEach((r, i) => {
    const seen = firstOf.get(r.originId);
    if (seen === undefined) firstOf.set(r.originId, i);
    else if (prints[seen] !== prints[i])
      throw conflict(`${nth(i, records.length)}originId ${r.originId} 在本批中对应两条不同的记录`);
  });
  const existing = new Map(
    (
      await selectStored(db).where(
        and(eq(trainRecord.accessId, caller.accessId), inArray(trainRecord.originId, [...firstOf.keys()])),
      )
    ).map((r) => [r.originId!, r]),
  );
  records.forEach((r, i) => {
    const stored = existing.get(r.originId);
    if (stored && stored.bodySha256 !== prints[i]) throw originConflict(r.originId, nth(i, records.length));
  });
  const fresh = [...firstOf.values()].filter((i) => !existing.has(records[i]!.originId));
  if (fresh.length > 0) {
    const trainees = await resolve(
      db,
      caller.softId,
      fresh.map((i) => records[i]!),
    );
    const plans = await plansForRecords(
      db,
      caller.softId,
      trainees.map((t, k) => ({ workerId: t.workerId, startedAt: new Date(records[fresh[k]!]!.startTime) })),
    );
    const rows: NewRecord[] = fresh.map((i, k) => {
      const r = records[i]!;
      const plan = plans[k];
      const reason = implausibility(r);
      return {
        enterpriseId: trainees[k]!.enterpriseId,
        workerId: trainees[k]!.workerId,
        softId: caller.softId,
        planId: plan?.id ?? null,
        deviceSerial: r.deviceSerial ?? null,
        startedAt: new Date(r.startTime),
        endedAt: new Date(r.endTime),
        durationS: r.timeUsed,
        score: r.score,
        passed: r.status === 1 && r.score >= (plan?.passScore ?? DEFAULT_PASS_SCORE),
        status: r.status,
        source: 'reported',
        flagged: reason !== null,
        flagReason: reason,
        accessId: caller.accessId,
        originId: r.originId,
        bodySha256: prints[i]!,
        steps: r.steps ?? null,
        launchId,
        createBy: `app:${caller.appKey}`.slice(0, 64),
        updateBy: `app:${caller.appKey}`.slice(0, 64),
      };
    });
    try {
      await db.transaction((tx) => insertRecords(tx, rows, now));
    } catch (err) {
      // Another call stored one of these origins meanwhile: answer as for a retry, once.
      if (!retried && isUniqueViolation(err, 'train_record_origin_uq'))
        return ingestRecords(db, caller, records, now, { ...options, retried: true });
      throw err;
    }
  }
  const stored = new Map(
    (
      await selectStored(db).where(
        and(eq(trainRecord.accessId, caller.accessId), inArray(trainRecord.originId, [...firstOf.keys()])),
      )
    ).map((r) => [r.originId!, r]),
  );
  return records.map((r) => toStored(stored.get(r.originId)!));
}
