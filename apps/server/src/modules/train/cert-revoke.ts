import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import type { EnterpriseScope } from '../../lib/enterprise-scope.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { CERT_NOT_FOUND } from './my-training.service.js';
import { trainCert } from './train.table.js';

export const CERT_ALREADY_REVOKED = '该证书已经撤销，无需重复操作';

/**
 * 撤销证书: the enterprise withdraws the certificate a trainee earned in one of its plans (a falsified session found
 * later, a rule broken). Once: the first reason stands. The trainee's progress stays as it is —
 * the records are what they are — and a new certificate is never issued for the same plan.
 */
export async function revokeCert(
  db: Db,
  scope: EnterpriseScope,
  planId: number,
  body: { workerId: number; reason: string },
  by: string,
) {
  const theCert = () =>
    scope.where(trainCert, eq(trainCert.planId, planId), eq(trainCert.workerId, body.workerId));
  const [revoked] = await db
    .update(trainCert)
    .set({ revokedAt: sql`now()`, revokeReason: body.reason, updateBy: by, updateTime: sql`now()` })
    .where(and(theCert(), sql`${trainCert.revokedAt} is null`))
    .returning({ id: trainCert.id });
  if (revoked) return {};
  const [existing] = await db.select({ id: trainCert.id }).from(trainCert).where(theCert());
  throw existing ? conflict(CERT_ALREADY_REVOKED) : notFound(CERT_NOT_FOUND);
}
