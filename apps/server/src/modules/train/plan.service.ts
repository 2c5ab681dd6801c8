import type {
  TrainPlan,
  TrainPlanCreate,
  TrainPlanDetail,
  TrainPlanQuery,
  TrainPlanTrainee,
  TrainPlanUpdate,
} from '@coalsim/contract';
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import type { EnterpriseScope } from '../../lib/enterprise-scope.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { orderByOf } from '../../lib/list-query.js';
import { escapeLike, sameVersion } from '../../lib/sql.js';
import type { Principal } from '../auth/current-user.js';
import { entDept, entJob, entWorker } from '../org/org.table.js';
import {
  planStatusSql,
  progressColumns,
  selectPlans,
  toPlan,
  toProgress,
  type PlanRow,
} from './plan-record.js';
import { ensureUsableSoft, PLAN_NOT_FOUND } from './train-rules.js';
import { trainCert, trainPlan, trainPlanWorker } from './train.table.js';
import { checkSelection, selectedWorkerIds } from './trainees.js';

export const PLAN_PUBLISHED = '培训计划已发布，不能再修改或删除；如需调整请新建计划';
export const PLAN_STALE = '培训计划已被他人修改，请刷新后重试';
export const PLAN_NO_TRAINEES = '培训对象为空：请先选择部门、岗位或员工（仅计在职员工），再发布';

async function draftCount(db: Db, scope: EnterpriseScope, row: PlanRow): Promise<number> {
  if (row.status !== 'draft') return 0;
  return (await selectedWorkerIds(db, scope, row)).length;
}

export async function listPlans(db: Db, scope: EnterpriseScope, query: TrainPlanQuery) {
  const where = scope.where(
    trainPlan,
    query.blurry ? ilike(trainPlan.name, `%${escapeLike(query.blurry)}%`) : undefined,
    query.status ? eq(planStatusSql, query.status) : undefined,
    query.softId ? eq(trainPlan.softId, query.softId) : undefined,
  );
  const order = orderByOf(
    query.sort,
    {
      id: trainPlan.id,
      startTime: trainPlan.startTime,
      endTime: trainPlan.endTime,
      createTime: trainPlan.createTime,
    },
    [desc(trainPlan.createTime)],
    trainPlan.id,
  );
  const [rows, [total]] = await Promise.all([
    selectPlans(db)
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(trainPlan).where(where),
  ]);
  const content = await Promise.all(rows.map(async (r) => toPlan(r, await draftCount(db, scope, r))));
  return { content, totalElements: total?.n ?? 0 };
}

async function loadPlanRow(db: Db, scope: EnterpriseScope, id: number): Promise<PlanRow> {
  const [row] = await selectPlans(db).where(scope.where(trainPlan, eq(trainPlan.id, id)));
  if (!row) throw notFound(PLAN_NOT_FOUND);
  return row;
}

export async function getPlan(db: Db, scope: EnterpriseScope, id: number): Promise<TrainPlan> {
  const row = await loadPlanRow(db, scope, id);
  return toPlan(row, await draftCount(db, scope, row));
}

/** The trainees with progress: the frozen list once published, today's selection while a draft. */
async function traineesOf(db: Db, scope: EnterpriseScope, row: PlanRow): Promise<TrainPlanTrainee[]> {
  const draft = row.status === 'draft';
  const ids = draft ? await selectedWorkerIds(db, scope, row) : [];
  const base = db
    .select({
      workerId: entWorker.id,
      employeeNo: entWorker.employeeNo,
      name: entWorker.name,
      deptName: entDept.name,
      jobName: entJob.name,
      ...progressColumns,
    })
    .from(entWorker)
    .leftJoin(entDept, eq(entDept.id, entWorker.deptId))
    .leftJoin(entJob, eq(entJob.id, entWorker.jobId))
    .leftJoin(
      trainPlanWorker,
      and(eq(trainPlanWorker.planId, row.id), eq(trainPlanWorker.workerId, entWorker.id)),
    )
    .leftJoin(trainCert, and(eq(trainCert.planId, row.id), eq(trainCert.workerId, entWorker.id)));
  const rows = draft
    ? ids.length === 0
      ? []
      : await base.where(scope.where(entWorker, inArray(entWorker.id, ids))).orderBy(entWorker.employeeNo)
    : await base
        .where(scope.where(entWorker, sql`${trainPlanWorker.id} is not null`))
        .orderBy(entWorker.employeeNo);
  return rows.map((r) => ({
    workerId: r.workerId,
    employeeNo: r.employeeNo,
    name: r.name,
    deptName: r.deptName,
    jobName: r.jobName,
    ...toProgress(r),
  }));
}

export async function getPlanDetail(db: Db, scope: EnterpriseScope, id: number): Promise<TrainPlanDetail> {
  const row = await loadPlanRow(db, scope, id);
  const trainees = await traineesOf(db, scope, row);
  return { ...toPlan(row, trainees.length), trainees };
}

const fieldsOf = (body: TrainPlanCreate) => ({
  name: body.name,
  softId: body.softId,
  startTime: new Date(body.startTime),
  endTime: new Date(body.endTime),
  requiredHours: body.requiredHours,
  passScore: body.passScore,
  validMonths: body.validMonths,
  deptIds: [...new Set(body.deptIds)],
  jobIds: [...new Set(body.jobIds)],
  workerIds: [...new Set(body.workerIds)],
});

async function checkFields(db: Db, scope: EnterpriseScope, body: TrainPlanCreate) {
  await ensureUsableSoft(db, scope, body.softId);
  await checkSelection(db, scope, body);
}

export async function createPlan(
  db: Db,
  scope: EnterpriseScope,
  principal: Principal,
  body: TrainPlanCreate,
) {
  await checkFields(db, scope, body);
  const [created] = await db
    .insert(trainPlan)
    .values(scope.stamp({ ...fieldsOf(body), createBy: principal.username, updateBy: principal.username }))
    .returning({ id: trainPlan.id });
  return getPlan(db, scope, created!.id);
}

export async function updatePlan(
  db: Db,
  scope: EnterpriseScope,
  principal: Principal,
  body: TrainPlanUpdate,
) {
  const row = await loadPlanRow(db, scope, body.id);
  if (row.status !== 'draft') throw conflict(PLAN_PUBLISHED);
  await checkFields(db, scope, body);
  const saved = await db
    .update(trainPlan)
    .set({ ...fieldsOf(body), updateBy: principal.username, updateTime: sql`now()` })
    .where(
      scope.where(
        trainPlan,
        eq(trainPlan.id, body.id),
        eq(trainPlan.status, 'draft'),
        sameVersion(trainPlan.updateTime, body.updateTime),
      ),
    )
    .returning({ id: trainPlan.id });
  if (saved.length === 0) throw conflict(PLAN_STALE);
  return getPlan(db, scope, body.id);
}

/** draft → published: the selection's staff of this moment become the plan's trainees for good. */
export async function publishPlan(db: Db, scope: EnterpriseScope, principal: Principal, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(trainPlan)
      .where(scope.where(trainPlan, eq(trainPlan.id, id)))
      .for('update');
    if (!row) throw notFound(PLAN_NOT_FOUND);
    if (row.status !== 'draft') throw conflict(PLAN_PUBLISHED);
    const workerIds = await selectedWorkerIds(tx, scope, row);
    if (workerIds.length === 0) throw conflict(PLAN_NO_TRAINEES);
    await tx
      .insert(trainPlanWorker)
      .values(
        workerIds.map((workerId) =>
          scope.stamp({ planId: id, workerId, createBy: principal.username, updateBy: principal.username }),
        ),
      );
    await tx
      .update(trainPlan)
      .set({
        status: 'published',
        publishedAt: sql`now()`,
        updateBy: principal.username,
        updateTime: sql`now()`,
      })
      .where(eq(trainPlan.id, id));
  });
  return getPlan(db, scope, id);
}

export async function deletePlans(db: Db, scope: EnterpriseScope, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  const rows = await db
    .select({ id: trainPlan.id, status: trainPlan.status })
    .from(trainPlan)
    .where(scope.where(trainPlan, inArray(trainPlan.id, wanted)));
  if (rows.length !== wanted.length) throw notFound(PLAN_NOT_FOUND);
  if (rows.some((r) => r.status !== 'draft')) throw conflict(PLAN_PUBLISHED);
  await db
    .delete(trainPlan)
    .where(scope.where(trainPlan, inArray(trainPlan.id, wanted), eq(trainPlan.status, 'draft')));
}
