import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { soft } from '../../db/tables/soft.table.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { softAccess, softGrant } from './access.table.js';

/**
 * The application's state changes the assessment drives. Each runs inside the caller's
 * transaction (the assessment's own insert or decision), so the assessment, the application and
 * the software always move together. Rows are locked `FOR UPDATE` so two staff deciding at once
 * cannot both pass the status check.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A `Db` works too (no transaction of the caller's): tests and seeds. */
export type DbOrTx = Db | Tx;

export const ACCESS_NOT_FOUND = '接入申请不存在或已被删除，请刷新后重试';

export interface Settlement {
  passed: boolean;
  /** The decision's comment: kept on the application; on a rejection also the software's reason. */
  comment: string | null;
  now: Date;
}

async function lockAccess(tx: DbOrTx, accessId: number) {
  const [row] = await tx
    .select({ id: softAccess.id, softId: softAccess.softId, status: softAccess.status })
    .from(softAccess)
    .where(eq(softAccess.id, accessId))
    .for('update');
  if (!row) throw notFound(ACCESS_NOT_FOUND);
  return row;
}

/**
 * submitted → assessing (the assessment is created). Anything else answers 409: an application
 * is assessed once, and a decided one is never reopened (the vendor submits again instead).
 */
export async function startAssessing(tx: DbOrTx, accessId: number, now: Date): Promise<void> {
  const access = await lockAccess(tx, accessId);
  if (access.status !== 'submitted') {
    throw conflict('该接入申请不是“已提交”状态，不能开始考核；请选择一个待考核的申请');
  }
  await tx
    .update(softAccess)
    .set({ status: 'assessing', assessingAt: now, updateTime: now })
    .where(eq(softAccess.id, accessId));
  await tx.update(soft).set({ status: 'assessing', updateTime: now }).where(eq(soft.id, access.softId));
}

/** assessing → submitted: the assessment was deleted before a decision, so it waits again. */
export async function returnToSubmitted(tx: DbOrTx, accessId: number): Promise<void> {
  const access = await lockAccess(tx, accessId);
  if (access.status !== 'assessing') {
    throw conflict('该接入申请已有考核结论，不能撤回考核');
  }
  await tx
    .update(softAccess)
    .set({ status: 'submitted', assessingAt: null, updateTime: sql`now()` })
    .where(eq(softAccess.id, accessId));
  await tx
    .update(soft)
    .set({ status: 'submitted', updateTime: sql`now()` })
    .where(eq(soft.id, access.softId));
}

/**
 * assessing → passed | rejected. A pass publishes the software (keeping the first publication
 * date when it comes back after a rejection) and gives the vendor an approved grant to its own
 * software, unless it already has one; a rejection hands the software back with the comment.
 */
export async function settleAccess(tx: DbOrTx, accessId: number, settlement: Settlement): Promise<void> {
  const { passed, comment, now } = settlement;
  const access = await lockAccess(tx, accessId);
  if (access.status !== 'assessing') {
    throw conflict('该接入申请不在考核中，不能作出结论');
  }
  await tx
    .update(softAccess)
    .set({ status: passed ? 'passed' : 'rejected', decidedAt: now, comment, updateTime: now })
    .where(eq(softAccess.id, accessId));
  if (!passed) {
    await tx
      .update(soft)
      .set({ status: 'rejected', statusReason: comment?.slice(0, 500) ?? null, updateTime: now })
      .where(eq(soft.id, access.softId));
    return;
  }
  const [published] = await tx
    .update(soft)
    .set({
      status: 'published',
      publishedAt: sql`coalesce(${soft.publishedAt}, ${now.toISOString()}::timestamptz)`,
      statusReason: null,
      updateTime: now,
    })
    .where(eq(soft.id, access.softId))
    .returning({ enterpriseId: soft.enterpriseId });
  await ensureOwnGrant(tx, published!.enterpriseId, access.softId, now);
}

/** The vendor's approved grant to its own software (no seat limit, no end), once. */
export async function ensureOwnGrant(tx: DbOrTx, enterpriseId: number, softId: number, now: Date) {
  const [existing] = await tx
    .select({ id: softGrant.id })
    .from(softGrant)
    .where(
      and(
        eq(softGrant.enterpriseId, enterpriseId),
        eq(softGrant.softId, softId),
        eq(softGrant.status, 'approved'),
      ),
    )
    .limit(1);
  if (existing) return;
  await tx.insert(softGrant).values({
    enterpriseId,
    softId,
    status: 'approved',
    seats: null,
    validUntil: null,
    decidedAt: now,
    createBy: 'system',
    updateBy: 'system',
  });
}
