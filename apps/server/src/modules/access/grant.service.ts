import type { Grant, GrantDecision, GrantQuery, GrantRequest, GrantStatus } from '@coalsim/contract';
import { and, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { enterprise } from '../../db/tables/account.table.js';
import { soft } from '../../db/tables/soft.table.js';
import type { EnterpriseScope } from '../../lib/enterprise-scope.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { blurryMatch, orderByOf } from '../../lib/list-query.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { Principal } from '../auth/current-user.js';
import { softGrant } from './access.table.js';

export const GRANT_NOT_FOUND = '使用申请不存在或已被删除，请刷新后重试';
export const SOFT_NOT_AVAILABLE = '软件不存在或尚未发布，请在软件中心选择已发布的软件';
export const OWN_SOFT = '这是贵企业自己的软件，已默认获得使用授权，无需申请';
export const ALREADY_PENDING = '已提交过该软件的使用申请，请等待供应商审批';
export const ALREADY_GRANTED = '贵企业已获得该软件的使用授权且仍在有效期内，无需重复申请';
export const ALREADY_DECIDED = '该申请已处理，不能重复审批；请刷新列表';
export const PAST_VALID_UNTIL = '有效期不能早于今天，请重新选择';

/** Approved and not past its last day (inclusive; none: no end). Training checks it too. */
export const validSql = sql<boolean>`(${softGrant.status} = 'approved' and (${softGrant.validUntil} is null or ${softGrant.validUntil} >= current_date))`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const orderOf = (query: GrantQuery) =>
  orderByOf(
    query.sort,
    { id: softGrant.id, createTime: softGrant.createTime },
    [desc(softGrant.createTime)],
    softGrant.id,
  );

// ---- 我的接入: the caller's grants (its own software's included) ----

const grantColumns = {
  id: softGrant.id,
  status: softGrant.status,
  seats: softGrant.seats,
  validUntil: softGrant.validUntil,
  valid: validSql,
  reason: softGrant.reason,
  createTime: softGrant.createTime,
  decidedAt: softGrant.decidedAt,
  softId: soft.id,
  softName: soft.name,
  softCategory: soft.category,
  softCover: soft.cover,
  softVersion: soft.version,
  softLaunchUrl: soft.launchUrl,
  vendorId: enterprise.id,
  vendorName: enterprise.name,
};

const selectGrants = (db: Db) =>
  db
    .select(grantColumns)
    .from(softGrant)
    .innerJoin(soft, eq(soft.id, softGrant.softId))
    .innerJoin(enterprise, eq(enterprise.id, soft.enterpriseId));

type GrantRow = Awaited<ReturnType<ReturnType<typeof selectGrants>['execute']>>[number];

const toGrant = (row: GrantRow, callerId: number): Grant => ({
  id: row.id,
  soft: {
    id: row.softId,
    name: row.softName,
    category: row.softCategory,
    cover: row.softCover,
    version: row.softVersion,
    launchUrl: row.softLaunchUrl,
    vendor: { id: row.vendorId, name: row.vendorName },
  },
  status: row.status as GrantStatus,
  seats: row.seats,
  validUntil: row.validUntil,
  valid: row.valid,
  reason: row.reason,
  own: row.vendorId === callerId,
  createTime: row.createTime.toISOString(),
  decidedAt: iso(row.decidedAt),
});

export async function listMyGrants(db: Db, scope: EnterpriseScope, query: GrantQuery) {
  const where = scope.where(
    softGrant,
    query.status ? eq(softGrant.status, query.status) : undefined,
    blurryMatch([soft.name], query.blurry),
  );
  const [rows, [total]] = await Promise.all([
    selectGrants(db)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(softGrant).innerJoin(soft, eq(soft.id, softGrant.softId)).where(where),
  ]);
  return { content: rows.map((r) => toGrant(r, scope.enterpriseId)), totalElements: total?.n ?? 0 };
}

async function loadMyGrant(db: Db, scope: EnterpriseScope, id: number): Promise<Grant> {
  const [row] = await selectGrants(db).where(scope.where(softGrant, eq(softGrant.id, id)));
  if (!row) throw notFound(GRANT_NOT_FOUND);
  return toGrant(row, scope.enterpriseId);
}

/** 申请使用: a published software of another vendor, while no request is open or grant valid. */
export async function requestGrant(
  db: Db,
  scope: EnterpriseScope,
  principal: Principal,
  softId: number,
): Promise<Grant> {
  const [target] = await db
    .select({ enterpriseId: soft.enterpriseId })
    .from(soft)
    .where(and(eq(soft.id, softId), eq(soft.status, 'published')));
  if (!target) throw notFound(SOFT_NOT_AVAILABLE);
  if (target.enterpriseId === scope.enterpriseId) throw conflict(OWN_SOFT);
  const [open] = await db
    .select({ status: softGrant.status })
    .from(softGrant)
    .where(
      scope.where(softGrant, eq(softGrant.softId, softId), or(eq(softGrant.status, 'pending'), validSql)),
    )
    .limit(1);
  if (open) throw conflict(open.status === 'pending' ? ALREADY_PENDING : ALREADY_GRANTED);
  try {
    const [row] = await db
      .insert(softGrant)
      .values(
        scope.stamp({
          softId,
          status: 'pending',
          createBy: principal.username,
          updateBy: principal.username,
        }),
      )
      .returning({ id: softGrant.id });
    return await loadMyGrant(db, scope, row!.id);
  } catch (err) {
    // Two clicks at once: the pending index let only one through.
    if (isUniqueViolation(err, 'soft_grant_pending_uq')) throw conflict(ALREADY_PENDING);
    throw err;
  }
}

// ---- 使用申请: requests by other enterprises to use the caller's software ----

const requestColumns = {
  id: softGrant.id,
  status: softGrant.status,
  seats: softGrant.seats,
  validUntil: softGrant.validUntil,
  reason: softGrant.reason,
  createTime: softGrant.createTime,
  decidedAt: softGrant.decidedAt,
  softId: soft.id,
  softName: soft.name,
  enterpriseId: enterprise.id,
  enterpriseName: enterprise.name,
  creditCode: enterprise.creditCode,
};

const selectRequests = (db: Db) =>
  db
    .select(requestColumns)
    .from(softGrant)
    .innerJoin(soft, eq(soft.id, softGrant.softId))
    .innerJoin(enterprise, eq(enterprise.id, softGrant.enterpriseId));

type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

const toGrantRequest = (row: RequestRow): GrantRequest => ({
  id: row.id,
  soft: { id: row.softId, name: row.softName },
  enterprise: { id: row.enterpriseId, name: row.enterpriseName, creditCode: row.creditCode },
  status: row.status as GrantStatus,
  seats: row.seats,
  validUntil: row.validUntil,
  reason: row.reason,
  createTime: row.createTime.toISOString(),
  decidedAt: iso(row.decidedAt),
});

/** The caller's software (scoped on `soft`), other enterprises' grants only (not its own one). */
const requestsTo = (scope: EnterpriseScope, ...conditions: (SQL | undefined)[]) =>
  scope.where(soft, ne(softGrant.enterpriseId, scope.enterpriseId), ...conditions);

export async function listGrantRequests(db: Db, scope: EnterpriseScope, query: GrantQuery) {
  const where = requestsTo(
    scope,
    query.status ? eq(softGrant.status, query.status) : undefined,
    blurryMatch([soft.name, enterprise.name], query.blurry),
  );
  const [rows, [total]] = await Promise.all([
    selectRequests(db)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({ n: count() })
      .from(softGrant)
      .innerJoin(soft, eq(soft.id, softGrant.softId))
      .innerJoin(enterprise, eq(enterprise.id, softGrant.enterpriseId))
      .where(where),
  ]);
  return { content: rows.map(toGrantRequest), totalElements: total?.n ?? 0 };
}

/** The vendor approves (seats, last day) or rejects (reason) a pending request to its software. */
export async function decideGrant(
  db: Db,
  scope: EnterpriseScope,
  principal: Principal,
  id: number,
  decision: GrantDecision,
): Promise<GrantRequest> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: softGrant.status, today: sql<string>`current_date::text` })
      .from(softGrant)
      .innerJoin(soft, eq(soft.id, softGrant.softId))
      .where(requestsTo(scope, eq(softGrant.id, id)))
      .for('update', { of: softGrant });
    if (!row) throw notFound(GRANT_NOT_FOUND);
    if (row.status !== 'pending') throw conflict(ALREADY_DECIDED);
    const validUntil = decision.approved ? (decision.validUntil ?? null) : null;
    if (validUntil !== null && validUntil < row.today) {
      throw badRequest(PAST_VALID_UNTIL, { validUntil: [PAST_VALID_UNTIL] });
    }
    const now = new Date();
    await tx
      .update(softGrant)
      .set({
        status: decision.approved ? 'approved' : 'rejected',
        seats: decision.approved ? (decision.seats ?? null) : null,
        validUntil,
        reason: decision.reason || null,
        decidedAt: now,
        updateBy: principal.username,
        updateTime: now,
      })
      .where(eq(softGrant.id, id));
  });
  const [saved] = await selectRequests(db).where(eq(softGrant.id, id));
  return toGrantRequest(saved!);
}
