import { ACCOUNT_TYPE, maskPersonName, type CertCheck, type MyTraining } from '@coalsim/contract';
import { and, desc, eq } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { enterprise } from '../../db/tables/account.table.js';
import { soft } from '../../db/tables/soft.table.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { Principal } from '../auth/current-user.js';
import { entWorker } from '../org/org.table.js';
import { planColumns, progressColumns, toPlan, toProgress } from './plan-record.js';
import { selectRecords, toRecord } from './record-record.js';
import { trainCert, trainPlan, trainPlanWorker, trainRecord } from './train.table.js';

const NO_WORKER = '您的账号尚未关联企业员工档案，请联系企业管理员在员工管理中为您开通账号';
export const CERT_NOT_FOUND = '未找到该证书，请核对证书编号后重试';

/**
 * 我的培训: the signed-in staff account's own worker record, found by the account itself — never
 * by an id the client sends — with its plans (published ones it is a trainee of) and records.
 */
export async function myTraining(db: Db, principal: Principal): Promise<MyTraining> {
  const [worker] = await db
    .select({
      id: entWorker.id,
      name: entWorker.name,
      employeeNo: entWorker.employeeNo,
      enterpriseName: enterprise.name,
    })
    .from(entWorker)
    .innerJoin(enterprise, eq(enterprise.id, entWorker.enterpriseId))
    .where(eq(entWorker.userId, principal.id));
  if (!worker) throw new HttpError(403, NO_WORKER);
  const [plans, records] = await Promise.all([
    db
      .select({
        ...planColumns,
        ...progressColumns,
      })
      .from(trainPlan)
      .innerJoin(soft, eq(soft.id, trainPlan.softId))
      .innerJoin(
        trainPlanWorker,
        and(eq(trainPlanWorker.planId, trainPlan.id), eq(trainPlanWorker.workerId, worker.id)),
      )
      .leftJoin(trainCert, and(eq(trainCert.planId, trainPlan.id), eq(trainCert.workerId, worker.id)))
      .orderBy(desc(trainPlan.startTime), desc(trainPlan.id)),
    selectRecords(db)
      .where(eq(trainRecord.workerId, worker.id))
      .orderBy(desc(trainRecord.startedAt), desc(trainRecord.id))
      .limit(200),
  ]);
  return {
    worker,
    plans: plans.map((row) => {
      const plan = toPlan(row);
      return {
        plan: {
          id: plan.id,
          name: plan.name,
          soft: plan.soft,
          startTime: plan.startTime,
          endTime: plan.endTime,
          requiredHours: plan.requiredHours,
          passScore: plan.passScore,
          status: plan.status,
        },
        progress: toProgress(row),
      };
    }),
    records: records.map(toRecord),
  };
}

/**
 * Whether the caller may read the holder's whole name on the certificate: the holder, who prints
 * it, and the issuing enterprise's own account, which hands it out. Anyone else holds a code or
 * a QR picture only, and a name is personal data they need not read.
 */
function seesWholeName(
  principal: Principal | null,
  cert: { holderUserId: number | null; enterpriseId: number },
): boolean {
  if (!principal) return false;
  if (cert.holderUserId !== null && principal.id === cert.holderUserId) return true;
  return principal.role === ACCOUNT_TYPE.enterprise && principal.enterpriseId === cert.enterpriseId;
}

/** The check of a certificate: who (name masked, 王*军, but to its holder and enterprise), what, when. */
export async function checkCert(
  db: Db,
  code: string,
  principal: Principal | null = null,
): Promise<CertCheck> {
  const [row] = await db
    .select({
      code: trainCert.code,
      workerName: entWorker.name,
      holderUserId: entWorker.userId,
      enterpriseId: trainCert.enterpriseId,
      enterpriseName: enterprise.name,
      planName: trainPlan.name,
      softName: soft.name,
      secondsDone: trainPlanWorker.secondsDone,
      score: trainPlanWorker.bestScore,
      theoryScore: trainCert.theoryScore,
      issuedAt: trainCert.issuedAt,
      expiresAt: trainCert.expiresAt,
      revokedAt: trainCert.revokedAt,
    })
    .from(trainCert)
    .innerJoin(entWorker, eq(entWorker.id, trainCert.workerId))
    .innerJoin(enterprise, eq(enterprise.id, trainCert.enterpriseId))
    .innerJoin(trainPlan, eq(trainPlan.id, trainCert.planId))
    .innerJoin(soft, eq(soft.id, trainPlan.softId))
    .leftJoin(
      trainPlanWorker,
      and(eq(trainPlanWorker.planId, trainCert.planId), eq(trainPlanWorker.workerId, trainCert.workerId)),
    )
    .where(eq(trainCert.code, code));
  if (!row) throw notFound(CERT_NOT_FOUND);
  const { secondsDone, score, holderUserId, enterpriseId, ...rest } = row;
  const masked = !seesWholeName(principal, { holderUserId, enterpriseId });
  return {
    ...rest,
    hours: Math.round(((secondsDone ?? 0) / 3600) * 10) / 10,
    score: score === null ? null : Number(score),
    workerName: masked ? maskPersonName(row.workerName) : row.workerName,
    nameMasked: masked,
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
    valid: row.revokedAt === null && (row.expiresAt === null || row.expiresAt.getTime() > Date.now()),
  };
}
