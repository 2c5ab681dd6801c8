import type { TrainPlan, TrainPlanStatus, TrainPlanTrainee } from '@coalsim/contract';
import { eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { soft } from '../../db/tables/soft.table.js';
import { trainCert, trainPlan, trainPlanWorker } from './train.table.js';

/** "finished" is a published plan past its end: computed here, never stored. */
export const planStatusSql = sql<TrainPlanStatus>`case when ${trainPlan.status} = 'draft' then 'draft'
  when ${trainPlan.endTime} < now() then 'finished' else 'published' end`;

const counts = sql<{ trainees: number; completed: number }>`(
  select json_build_object('trainees', count(*), 'completed', count(pw.completed_at))
  from train_plan_worker pw where pw.plan_id = ${trainPlan.id})`;

export const planColumns = {
  id: trainPlan.id,
  name: trainPlan.name,
  softId: trainPlan.softId,
  softName: soft.name,
  startTime: trainPlan.startTime,
  endTime: trainPlan.endTime,
  requiredHours: trainPlan.requiredHours,
  passScore: trainPlan.passScore,
  validMonths: trainPlan.validMonths,
  status: planStatusSql,
  deptIds: trainPlan.deptIds,
  jobIds: trainPlan.jobIds,
  workerIds: trainPlan.workerIds,
  counts,
  publishedAt: trainPlan.publishedAt,
  createTime: trainPlan.createTime,
  updateTime: trainPlan.updateTime,
};

export const selectPlans = (db: Db) =>
  db.select(planColumns).from(trainPlan).innerJoin(soft, eq(soft.id, trainPlan.softId));

export type PlanRow = Awaited<ReturnType<ReturnType<typeof selectPlans>['execute']>>[number];

/** Seconds as hours with one decimal, as progress is shown. */
export const hoursOf = (seconds: number) => Math.round(seconds / 360) / 10;

/** A draft's trainee count is its selection's staff today, which the caller works out. */
export function toPlan(row: PlanRow, draftTrainees = 0): TrainPlan {
  const draft = row.status === 'draft';
  return {
    id: row.id,
    name: row.name,
    soft: { id: row.softId, name: row.softName },
    startTime: row.startTime.getTime(),
    endTime: row.endTime.getTime(),
    requiredHours: row.requiredHours,
    passScore: row.passScore,
    validMonths: row.validMonths,
    status: row.status,
    deptIds: row.deptIds,
    jobIds: row.jobIds,
    workerIds: row.workerIds,
    traineeCount: draft ? draftTrainees : Number(row.counts.trainees),
    completedCount: draft ? 0 : Number(row.counts.completed),
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    createTime: row.createTime.toISOString(),
    updateTime: row.updateTime.toISOString(),
  };
}

/** A trainee's progress and certificate, joined from train_plan_worker and train_cert. */
export const progressColumns = {
  secondsDone: trainPlanWorker.secondsDone,
  bestScore: trainPlanWorker.bestScore,
  records: trainPlanWorker.records,
  completedAt: trainPlanWorker.completedAt,
  certCode: trainCert.code,
  certIssuedAt: trainCert.issuedAt,
  certExpiresAt: trainCert.expiresAt,
  certFlaggedAt: trainCert.expiryFlaggedAt,
  certRevokedAt: trainCert.revokedAt,
  certRevokeReason: trainCert.revokeReason,
  certTheoryScore: trainCert.theoryScore,
};

interface ProgressRow {
  secondsDone: number | null;
  bestScore: number | null;
  records: number | null;
  completedAt: Date | null;
  certCode: string | null;
  certIssuedAt: Date | null;
  certExpiresAt: Date | null;
  certFlaggedAt: Date | null;
  certRevokedAt: Date | null;
  certRevokeReason: string | null;
  certTheoryScore: number | null;
}

/** No row yet (a draft's trainee): nothing done. */
export function toProgress(
  r: ProgressRow,
): Pick<TrainPlanTrainee, 'hoursDone' | 'bestScore' | 'records' | 'completed' | 'cert'> {
  return {
    hoursDone: hoursOf(r.secondsDone ?? 0),
    bestScore: r.bestScore,
    records: r.records ?? 0,
    completed: r.completedAt !== null,
    cert:
      r.certCode && r.certIssuedAt
        ? {
            code: r.certCode,
            issuedAt: r.certIssuedAt.toISOString(),
            expiresAt: r.certExpiresAt ? r.certExpiresAt.toISOString() : null,
            expiring: r.certFlaggedAt !== null && r.certRevokedAt === null,
            revokedAt: r.certRevokedAt ? r.certRevokedAt.toISOString() : null,
            revokeReason: r.certRevokeReason,
            theoryScore: r.certTheoryScore,
          }
        : null,
  };
}
