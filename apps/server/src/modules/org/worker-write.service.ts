import type { WorkerCreate, WorkerUpdate } from '@coalsim/contract';
import { eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { sysUser } from '../../db/tables/account.table.js';
import type { EnterpriseScope } from '../../lib/enterprise-scope.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors.js';
import { sameVersion } from '../../lib/sql.js';
import type { Principal } from '../auth/current-user.js';
import type { AuthStore } from '../auth/store/auth-store.js';
import { entDept, entJob, entWorker } from './org.table.js';
import { getWorker, WORKER_NOT_FOUND } from './worker-query.service.js';

export const EMPLOYEE_NO_TAKEN = '工号已存在';
export const ID_CARD_TAKEN = '身份证号已登记在本企业另一名员工名下：请核对身份证号';
export const DEPT_UNKNOWN = '部门不存在，请重新选择';
export const POST_UNKNOWN = '岗位不存在，请重新选择';
export const STALE_WORKER = '员工信息已被他人修改，请刷新后再保存';
export const WORKER_HAS_RECORDS = '该员工已有培训记录，不能删除；如已离开企业，请将状态改为离职';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The department and post must be the caller's own: another enterprise's ids are unknown ids. */
async function assertRefs(
  db: Db,
  scope: EnterpriseScope,
  body: { deptId: number | null; postId: number | null },
) {
  const [dept, post] = await Promise.all([
    body.deptId === null
      ? [{}]
      : db
          .select({ id: entDept.id })
          .from(entDept)
          .where(scope.where(entDept, eq(entDept.id, body.deptId))),
    body.postId === null
      ? [{}]
      : db
          .select({ id: entJob.id })
          .from(entJob)
          .where(scope.where(entJob, eq(entJob.id, body.postId))),
  ]);
  const fieldErrors: Record<string, string[]> = {};
  if (dept.length === 0) fieldErrors.deptId = [DEPT_UNKNOWN];
  if (post.length === 0) fieldErrors.postId = [POST_UNKNOWN];
  const first = Object.values(fieldErrors)[0];
  if (first) throw badRequest(first[0]!, fieldErrors);
}

/** 409 naming the staff member who already has the ID card, so the user can check which is right. */
async function idCardTaken(db: Db, scope: EnterpriseScope, idCard: string, except?: number) {
  const [holder] = await db
    .select({ id: entWorker.id, name: entWorker.name, employeeNo: entWorker.employeeNo })
    .from(entWorker)
    .where(scope.where(entWorker, eq(entWorker.idCard, idCard)));
  const message =
    holder && holder.id !== except
      ? `身份证号已登记在员工 ${holder.name}（工号 ${holder.employeeNo}）名下：同一人在本企业只能登记一次，请核对身份证号或编辑该员工`
      : ID_CARD_TAKEN;
  return conflict(message, { idCard: [message] });
}

async function refusalOf(db: Db, scope: EnterpriseScope, body: WorkerCreate, err: unknown, except?: number) {
  if (isUniqueViolation(err, 'ent_worker_employee_no_uq')) {
    return conflict(EMPLOYEE_NO_TAKEN, { employeeNo: [EMPLOYEE_NO_TAKEN] });
  }
  if (isUniqueViolation(err, 'ent_worker_id_card_uq') && body.idCard) {
    return idCardTaken(db, scope, body.idCard, except);
  }
  // The department or post was deleted between the check and the write.
  if (isForeignKeyViolation(err)) return badRequest(`${DEPT_UNKNOWN}；或${POST_UNKNOWN}`);
  return err;
}

const fieldsOf = ({ postId, ...body }: WorkerCreate) => ({ ...body, jobId: postId });

export async function createWorker(db: Db, scope: EnterpriseScope, principal: Principal, body: WorkerCreate) {
  await assertRefs(db, scope, body);
  try {
    const [row] = await db
      .insert(entWorker)
      .values(scope.stamp({ ...fieldsOf(body), createBy: principal.username, updateBy: principal.username }))
      .returning({ id: entWorker.id });
    return await getWorker(db, scope, row!.id);
  } catch (err) {
    throw await refusalOf(db, scope, body, err);
  }
}

/** Enables or disables the accounts opened for workers (in the caller's transaction). */
export async function setAccountsEnabled(tx: Tx | Db, userIds: number[], enabled: boolean, by: string) {
  if (userIds.length === 0) return;
  await tx
    .update(sysUser)
    .set({ enabled, updateBy: by, updateTime: sql`now()` })
    .where(inArray(sysUser.id, userIds));
}

/**
 * Saves against the version the form loaded. A worker who leaves (离职) loses their account at
 * once: disabled, and every session ended; coming back re-enables it.
 */
export async function updateWorker(
  db: Db,
  store: AuthStore,
  scope: EnterpriseScope,
  principal: Principal,
  body: WorkerUpdate,
) {
  const { id, updateTime, ...rest } = body;
  const before = await getWorker(db, scope, id);
  await assertRefs(db, scope, rest);
  try {
    await db.transaction(async (tx) => {
      const [saved] = await tx
        .update(entWorker)
        .set({ ...fieldsOf(rest), updateBy: principal.username, updateTime: sql`now()` })
        .where(scope.where(entWorker, eq(entWorker.id, id), sameVersion(entWorker.updateTime, updateTime)))
        .returning({ userId: entWorker.userId });
      if (!saved) throw conflict(STALE_WORKER);
      if (saved.userId !== null && rest.status !== before.status) {
        await setAccountsEnabled(tx, [saved.userId], rest.status === 'active', principal.username);
      }
    });
  } catch (err) {
    throw await refusalOf(db, scope, rest, err, id);
  }
  if (before.account && rest.status === 'left') await store.revokeUserSessions(before.account.id);
  return getWorker(db, scope, id);
}

/**
 * All or nothing. The workers' accounts are disabled and leave the enterprise (their principal
 * no longer carries it), then signed out; the rows go.
 */
export async function deleteWorkers(
  db: Db,
  store: AuthStore,
  scope: EnterpriseScope,
  principal: Principal,
  ids: number[],
): Promise<number[]> {
  const wanted = [...new Set(ids)];
  const found = await db
    .select({ id: entWorker.id, userId: entWorker.userId })
    .from(entWorker)
    .where(scope.where(entWorker, inArray(entWorker.id, wanted)));
  if (found.length !== wanted.length) throw notFound(WORKER_NOT_FOUND);
  const userIds = found.flatMap((w) => (w.userId === null ? [] : [w.userId]));
  try {
    await db.transaction(async (tx) => {
      if (userIds.length > 0) {
        await tx
          .update(sysUser)
          .set({ enabled: false, enterpriseId: null, updateBy: principal.username, updateTime: sql`now()` })
          .where(inArray(sysUser.id, userIds));
      }
      await tx.delete(entWorker).where(scope.where(entWorker, inArray(entWorker.id, wanted)));
    });
  } catch (err) {
    // Training records keep the worker (they are evidence for the enterprise's inspections).
    if (isForeignKeyViolation(err)) throw conflict(WORKER_HAS_RECORDS);
    throw err;
  }
  for (const userId of userIds) await store.revokeUserSessions(userId);
  return userIds;
}
