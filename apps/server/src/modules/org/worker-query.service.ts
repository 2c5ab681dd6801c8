import { maskIdCard, type Worker, type WorkerQuery, type WorkerStatus } from '@coalsim/contract';
import { and, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { sysUser } from '../../db/tables/account.table.js';
import type { EnterpriseScope } from '../../lib/enterprise-scope.js';
import { notFound } from '../../lib/http-error.js';
import { orderByOf } from '../../lib/list-query.js';
import { descNullsLast, escapeLike } from '../../lib/sql.js';
import { EXPORT_LIMIT } from '../../lib/xlsx.js';
import { entDept, entJob, entWorker } from './org.table.js';

export const WORKER_NOT_FOUND = '员工不存在或已被删除，请刷新后重试';

const columns = {
  id: entWorker.id,
  employeeNo: entWorker.employeeNo,
  name: entWorker.name,
  gender: entWorker.gender,
  phone: entWorker.phone,
  idCard: entWorker.idCard,
  deptId: entDept.id,
  deptName: entDept.name,
  postId: entJob.id,
  postName: entJob.name,
  status: entWorker.status,
  hiredOn: entWorker.hiredOn,
  userId: sysUser.id,
  username: sysUser.username,
  userEnabled: sysUser.enabled,
  createTime: entWorker.createTime,
  updateTime: entWorker.updateTime,
};

/** Workers with their department, post and account; the caller adds WHERE, ORDER BY and paging. */
function selectWorkers(db: Db) {
  return db
    .select(columns)
    .from(entWorker)
    .leftJoin(entDept, eq(entDept.id, entWorker.deptId))
    .leftJoin(entJob, eq(entJob.id, entWorker.jobId))
    .leftJoin(sysUser, eq(sysUser.id, entWorker.userId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectWorkers>['execute']>>[number];

/** Lists and exports show a masked id card; only the detail (for editing) shows it whole. */
export function toWorker(row: Row, mask: boolean): Worker {
  return {
    id: row.id,
    employeeNo: row.employeeNo,
    name: row.name,
    gender: row.gender === '男' || row.gender === '女' ? row.gender : null,
    phone: row.phone,
    idCard: row.idCard && mask ? maskIdCard(row.idCard) : row.idCard,
    dept: row.deptId !== null && row.deptName !== null ? { id: row.deptId, name: row.deptName } : null,
    post: row.postId !== null && row.postName !== null ? { id: row.postId, name: row.postName } : null,
    status: row.status as WorkerStatus,
    hiredOn: row.hiredOn,
    account:
      row.userId !== null && row.username !== null
        ? { id: row.userId, username: row.username, enabled: row.userEnabled ?? false }
        : null,
    createTime: row.createTime.toISOString(),
    updateTime: row.updateTime.toISOString(),
  };
}

/** The trigram-indexed text (ent_worker_search_trgm_idx) that `blurry` searches. */
const searchable = sql`(${entWorker.name} || ' ' || ${entWorker.phone} || ' ' || ${entWorker.employeeNo})`;

/**
 * The departments and their whole subtrees, as a subquery of ids: walked in the database (a
 * recursive CTE over ent_dept_pid_idx) and held to the enterprise at every step. Staff rows then
 * come through ent_worker_dept_idx, one range per department. Also the trainees of a plan.
 */
export function deptSubtreeIds(scope: EnterpriseScope, deptIds: readonly number[]): SQL {
  return sql`(
    with recursive sub(id) as (
      select id from ent_dept where id = any(${sql.param([...deptIds])}::bigint[]) and enterprise_id = ${scope.enterpriseId}
      union all
      select d.id from ent_dept d join sub on d.pid = sub.id where d.enterprise_id = ${scope.enterpriseId}
    ) select id from sub)`;
}

const inDeptSubtree = (scope: EnterpriseScope, deptId: number): SQL =>
  sql`${entWorker.deptId} in ${deptSubtreeIds(scope, [deptId])}`;

const pad = (n: number) => String(n).padStart(2, '0');
/** The calendar day of a range end, in the server's zone (as the range was read). */
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

function filtersOf(scope: EnterpriseScope, query: WorkerQuery): SQL {
  const range = query.hiredOn;
  return scope.where(
    entWorker,
    query.blurry ? sql`${searchable} ILIKE ${`%${escapeLike(query.blurry)}%`}` : undefined,
    query.deptId ? inDeptSubtree(scope, query.deptId) : undefined,
    query.postId ? eq(entWorker.jobId, query.postId) : undefined,
    query.status ? eq(entWorker.status, query.status) : undefined,
    range ? and(gte(entWorker.hiredOn, dayOf(range[0])), lte(entWorker.hiredOn, dayOf(range[1]))) : undefined,
  );
}

function orderOf(query: WorkerQuery) {
  // Newest first is the order the list indexes hold; `createTime,desc` asked for is the same.
  const newest =
    query.sort.length === 1 && query.sort[0]!.field === 'createTime' && query.sort[0]!.direction === 'desc';
  return orderByOf(
    newest ? [] : query.sort,
    {
      id: entWorker.id,
      employeeNo: entWorker.employeeNo,
      name: entWorker.name,
      hiredOn: entWorker.hiredOn,
      createTime: entWorker.createTime,
    },
    [descNullsLast(entWorker.createTime)],
    entWorker.id,
  );
}

export async function listWorkers(db: Db, scope: EnterpriseScope, query: WorkerQuery) {
  const where = filtersOf(scope, query);
  const [rows, [total]] = await Promise.all([
    selectWorkers(db)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(entWorker).where(where),
  ]);
  return { content: rows.map((r) => toWorker(r, true)), totalElements: total?.n ?? 0 };
}

export async function workersForExport(
  db: Db,
  scope: EnterpriseScope,
  query: WorkerQuery,
): Promise<Worker[]> {
  const rows = await selectWorkers(db)
    .where(filtersOf(scope, query))
    .orderBy(...orderOf(query))
    .limit(EXPORT_LIMIT);
  return rows.map((r) => toWorker(r, true));
}

export async function getWorker(db: Db, scope: EnterpriseScope, id: number): Promise<Worker> {
  const [row] = await selectWorkers(db).where(scope.where(entWorker, eq(entWorker.id, id)));
  if (!row) throw notFound(WORKER_NOT_FOUND);
  return toWorker(row, false);
}
