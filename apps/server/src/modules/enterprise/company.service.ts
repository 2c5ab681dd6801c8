import type { Company, CompanyBody } from '@coalsim/contract';
import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { enterprise } from '../../db/tables/account.table.js';
import { CREDIT_CODE_TAKEN } from '../../lib/conflict-messages.js';
import type { EnterpriseScope } from '../../lib/enterprise-scope.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { sameVersion } from '../../lib/sql.js';
import type { Principal } from '../auth/current-user.js';
import { ENTERPRISE_NOT_FOUND, selectEnterprises, toCompany } from './enterprise-record.js';
import { assertRegion } from './region.js';

export const STALE_COMPANY = '企业信息已被他人修改，请刷新后再保存';
export const CODE_LOCKED = '企业已通过认证，统一社会信用代码不能修改；如需变更请联系平台管理员';
export const NAME_LOCKED = '企业已通过认证，企业名称不能修改；如需变更请联系平台管理员';
export const NOT_REJECTED = '只有未通过审核的企业可以重新提交';

/** The enterprise table's own id is the scope: an enterprise row belongs to itself. */
const own = (scope: EnterpriseScope) => eq(enterprise.id, scope.enterpriseId);

export async function getCompany(db: Db, scope: EnterpriseScope): Promise<Company> {
  const [row] = await selectEnterprises(db).where(own(scope));
  if (!row) throw notFound(ENTERPRISE_NOT_FOUND);
  return toCompany(row);
}

/**
 * Saves the profile against the version the form loaded (409 when someone saved in between).
 * The name and the code are what the platform verified: both are locked once verified (a changed
 * name could otherwise keep 已通过平台认证 — the staff change them on request). While a decision is
 * pending the edit keeps it pending.
 */
export async function updateCompany(db: Db, scope: EnterpriseScope, principal: Principal, body: CompanyBody) {
  assertRegion(body.province, body.city);
  const current = await getCompany(db, scope);
  if (current.status === 'verified' && body.creditCode !== current.creditCode) {
    throw badRequest(CODE_LOCKED, { creditCode: [CODE_LOCKED] });
  }
  if (current.status === 'verified' && body.name !== current.name) {
    throw badRequest(NAME_LOCKED, { name: [NAME_LOCKED] });
  }
  const { updateTime, ...fields } = body;
  try {
    const [saved] = await db
      .update(enterprise)
      .set({ ...fields, updateBy: principal.username, updateTime: sql`now()` })
      .where(and(own(scope), sameVersion(enterprise.updateTime, updateTime)))
      .returning({ id: enterprise.id });
    if (!saved) throw conflict(STALE_COMPANY);
  } catch (err) {
    if (isUniqueViolation(err, 'enterprise_credit_code_unique')) {
      throw conflict(CREDIT_CODE_TAKEN, { creditCode: [CREDIT_CODE_TAKEN] });
    }
    throw err;
  }
  return getCompany(db, scope);
}

/** A rejected enterprise asks again, after fixing what the reason said. */
export async function resubmitCompany(db: Db, scope: EnterpriseScope, principal: Principal) {
  const [row] = await db
    .update(enterprise)
    .set({ status: 'pending', updateBy: principal.username, updateTime: sql`now()` })
    .where(and(own(scope), eq(enterprise.status, 'rejected')))
    .returning({ id: enterprise.id });
  if (!row) throw conflict(NOT_REJECTED);
  return getCompany(db, scope);
}
