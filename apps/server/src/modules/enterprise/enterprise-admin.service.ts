import type { Enterprise, EnterpriseQuery, VerifyBody } from '@coalsim/contract';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { sysUser, enterprise } from '../../db/tables/account.table.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { blurryMatch, orderByOf, withinRange } from '../../lib/list-query.js';
import { EXPORT_LIMIT } from '../../lib/xlsx.js';
import type { Principal } from '../auth/current-user.js';
import type { AuthStore } from '../auth/store/auth-store.js';
import { ENTERPRISE_NOT_FOUND, selectEnterprises, toEnterprise } from './enterprise-record.js';

export const ALREADY_DECIDED = '该企业已审核，无需重复审核；如需变更请先由企业重新提交';

function filtersOf(query: EnterpriseQuery): SQL | undefined {
  return and(
    blurryMatch([enterprise.name, enterprise.creditCode], query.blurry),
    query.status ? eq(enterprise.status, query.status) : undefined,
    query.province ? eq(enterprise.province, query.province) : undefined,
    query.city ? eq(enterprise.city, query.city) : undefined,
    query.enabled === undefined ? undefined : eq(enterprise.enabled, query.enabled),
    withinRange(enterprise.createTime, query.createTime),
  );
}

function orderOf(query: EnterpriseQuery) {
  const columns = {
    id: enterprise.id,
    name: enterprise.name,
    status: enterprise.status,
    createTime: enterprise.createTime,
  };
  return orderByOf(query.sort, columns, [desc(enterprise.createTime)], enterprise.id);
}

export async function listEnterprises(db: Db, query: EnterpriseQuery) {
  const where = filtersOf(query);
  const [rows, [total]] = await Promise.all([
    selectEnterprises(db)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(enterprise).where(where),
  ]);
  return { content: rows.map(toEnterprise), totalElements: total?.n ?? 0 };
}

export async function enterprisesForExport(db: Db, query: EnterpriseQuery): Promise<Enterprise[]> {
  const rows = await selectEnterprises(db)
    .where(filtersOf(query))
    .orderBy(...orderOf(query))
    .limit(EXPORT_LIMIT);
  return rows.map(toEnterprise);
}

export async function getEnterprise(db: Db, id: number): Promise<Enterprise> {
  const [row] = await selectEnterprises(db).where(eq(enterprise.id, id));
  if (!row) throw notFound(ENTERPRISE_NOT_FOUND);
  return toEnterprise(row);
}

/**
 * Verifies or rejects a pending enterprise. Only a pending one: a decision is changed by the
 * enterprise resubmitting, never silently by a second click of another staff member.
 */
export async function verifyEnterprise(db: Db, principal: Principal, id: number, body: VerifyBody) {
  const [updated] = await db
    .update(enterprise)
    .set({
      status: body.approved ? 'verified' : 'rejected',
      rejectReason: body.approved ? null : (body.reason ?? null),
      verifiedAt: sql`now()`,
      verifiedBy: principal.username,
      updateBy: principal.username,
      updateTime: sql`now()`,
    })
    .where(and(eq(enterprise.id, id), eq(enterprise.status, 'pending')))
    .returning({ id: enterprise.id });
  if (!updated) {
    await getEnterprise(db, id);
    throw conflict(ALREADY_DECIDED);
  }
  return getEnterprise(db, id);
}

/** Disabling signs the enterprise's own accounts out at once; they cannot sign in until enabled. */
export async function setEnterpriseEnabled(
  db: Db,
  store: AuthStore,
  principal: Principal,
  id: number,
  enabled: boolean,
) {
  const [updated] = await db
    .update(enterprise)
    .set({ enabled, updateBy: principal.username, updateTime: sql`now()` })
    .where(eq(enterprise.id, id))
    .returning({ id: enterprise.id });
  if (!updated) throw notFound(ENTERPRISE_NOT_FOUND);
  if (!enabled) {
    const accounts = await db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(and(eq(sysUser.enterpriseId, id), eq(sysUser.role, 2)));
    for (const account of accounts) await store.revokeUserSessions(account.id);
  }
  return getEnterprise(db, id);
}
