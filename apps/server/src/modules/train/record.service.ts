import type { TrainRecordCreate, TrainRecordQuery, TrainRecordUpdate } from '@coalsim/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import type { EnterpriseScope } from '../../lib/enterprise-scope.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { sameVersion } from '../../lib/sql.js';
import { EXPORT_LIMIT } from '../../lib/xlsx.js';
import type { Principal } from '../auth/current-user.js';
import { entWorker } from '../org/org.table.js';
import { DEFAULT_PASS_SCORE } from './progress.js';
import { recordFilters, recordOrder, selectRecords, toRecord } from './record-record.js';
import { applyEffects, insertRecords, lockEffects } from './record-store.js';
import { ensureUsableSoft, RECORD_NOT_FOUND } from './train-rules.js';
import { trainPlan, trainPlanWorker, trainRecord } from './train.table.js';

export const RECORD_READ_ONLY = '软件上报的培训记录只读，不能修改或删除';
export const RECORD_STALE = '培训记录已被他人修改，请刷新后重试';
const WORKER_UNKNOWN = '所选员工不是本企业的员工，请重新选择';
const DEVICE_NOT_YET = '设备管理尚未开放，暂不能关联设备，请留空';
const PLAN_UNUSABLE = '所选培训计划不存在、未发布、软件不一致或该员工不在培训对象中，请重新选择或留空';
const OUTSIDE_PLAN = '培训时间不在所选计划的期间内，请核对时间或不选计划';

export async function listRecords(db: Db, scope: EnterpriseScope, query: TrainRecordQuery) {
  const where = recordFilters(scope, query);
  const [rows, [total]] = await Promise.all([
    selectRecords(db)
      .where(where)
      .orderBy(...recordOrder(query))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(trainRecord).where(where),
  ]);
  return { content: rows.map(toRecord), totalElements: total?.n ?? 0 };
}

export async function recordsForExport(db: Db, scope: EnterpriseScope, query: TrainRecordQuery) {
  const rows = await selectRecords(db)
    .where(recordFilters(scope, query))
    .orderBy(...recordOrder(query))
    .limit(EXPORT_LIMIT);
  return rows.map(toRecord);
}

async function loadRecord(db: Db, scope: EnterpriseScope, id: number) {
  const [row] = await selectRecords(db).where(scope.where(trainRecord, eq(trainRecord.id, id)));
  if (!row) throw notFound(RECORD_NOT_FOUND);
  return toRecord(row);
}

/** Checks a manual record's references and works out its plan and whether it passed. */
async function manualFields(db: Db, scope: EnterpriseScope, body: TrainRecordCreate) {
  if (body.deviceId !== null) throw badRequest(DEVICE_NOT_YET, { deviceId: [DEVICE_NOT_YET] });
  const [worker] = await db
    .select({ id: entWorker.id })
    .from(entWorker)
    .where(scope.where(entWorker, eq(entWorker.id, body.workerId)));
  if (!worker) throw badRequest(WORKER_UNKNOWN, { workerId: [WORKER_UNKNOWN] });
  await ensureUsableSoft(db, scope, body.softId);
  let passScore = DEFAULT_PASS_SCORE;
  if (body.planId !== null) {
    const [plan] = await db
      .select({ passScore: trainPlan.passScore, start: trainPlan.startTime, end: trainPlan.endTime })
      .from(trainPlan)
      .innerJoin(
        trainPlanWorker,
        and(eq(trainPlanWorker.planId, trainPlan.id), eq(trainPlanWorker.workerId, body.workerId)),
      )
      .where(
        scope.where(
          trainPlan,
          eq(trainPlan.id, body.planId),
          eq(trainPlan.status, 'published'),
          eq(trainPlan.softId, body.softId),
        ),
      );
    if (!plan) throw badRequest(PLAN_UNUSABLE, { planId: [PLAN_UNUSABLE] });
    if (body.startedAt < plan.start.getTime() || body.startedAt > plan.end.getTime()) {
      throw badRequest(OUTSIDE_PLAN, { startedAt: [OUTSIDE_PLAN] });
    }
    passScore = plan.passScore;
  }
  return {
    planId: body.planId,
    workerId: body.workerId,
    softId: body.softId,
    startedAt: new Date(body.startedAt),
    endedAt: new Date(body.endedAt),
    durationS: Math.round((body.endedAt - body.startedAt) / 1000),
    score: body.score,
    passed: body.score >= passScore,
  };
}

export async function createRecord(
  db: Db,
  scope: EnterpriseScope,
  principal: Principal,
  body: TrainRecordCreate,
) {
  const fields = await manualFields(db, scope, body);
  const [stored] = await db.transaction((tx) =>
    insertRecords(
      tx,
      [
        scope.stamp({
          ...fields,
          source: 'manual',
          createBy: principal.username,
          updateBy: principal.username,
        }),
      ],
      new Date(),
    ),
  );
  return loadRecord(db, scope, stored!.id);
}

export async function updateRecord(
  db: Db,
  scope: EnterpriseScope,
  principal: Principal,
  body: TrainRecordUpdate,
) {
  const current = await loadRecord(db, scope, body.id);
  if (current.source !== 'manual') throw conflict(RECORD_READ_ONLY);
  const fields = await manualFields(db, scope, body);
  await db.transaction(async (tx) => {
    const before = await lockEffects(tx, [body.id]);
    const after = await tx
      .update(trainRecord)
      .set({ ...fields, updateBy: principal.username, updateTime: sql`now()` })
      .where(
        scope.where(
          trainRecord,
          eq(trainRecord.id, body.id),
          eq(trainRecord.source, 'manual'),
          sameVersion(trainRecord.updateTime, body.updateTime),
        ),
      )
      .returning();
    if (after.length === 0) throw conflict(RECORD_STALE);
    await applyEffects(tx, after, before, new Date());
  });
  return loadRecord(db, scope, body.id);
}

export async function deleteRecords(db: Db, scope: EnterpriseScope, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  const rows = await db
    .select({ id: trainRecord.id, source: trainRecord.source })
    .from(trainRecord)
    .where(scope.where(trainRecord, inArray(trainRecord.id, wanted)));
  if (rows.length !== wanted.length) throw notFound(RECORD_NOT_FOUND);
  if (rows.some((r) => r.source !== 'manual')) throw conflict(RECORD_READ_ONLY);
  await db.transaction(async (tx) => {
    const before = await lockEffects(tx, wanted);
    await tx
      .delete(trainRecord)
      .where(scope.where(trainRecord, inArray(trainRecord.id, wanted), eq(trainRecord.source, 'manual')));
    await applyEffects(tx, [], before, new Date());
  });
}
