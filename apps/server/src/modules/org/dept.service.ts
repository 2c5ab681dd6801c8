import type { DeptCreate, DeptNode, DeptQuery, DeptUpdate } from '@coalsim/contract';
import { count, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import type { EnterpriseScope } from '../../lib/enterprise-scope.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors.js';
import { sameVersion } from '../../lib/sql.js';
import type { Principal } from '../auth/current-user.js';
import { entDept, entWorker } from './org.table.js';

export const DEPT_NOT_FOUND = '部门不存在或已被删除，请刷新后重试';
export const PARENT_NOT_FOUND = '上级部门不存在，请重新选择';
export const PARENT_IS_DESCENDANT = '上级部门不能是它自己或它的下级部门';
export const STALE_DEPT = '部门已被他人修改，请刷新后再保存';
export const DEPT_IN_USE = '部门仍有员工或下级部门，请先移走后再删除';
const nameTaken = (name: string) => `同一上级部门下已有名为“${name}”的部门，请换一个名称`;

type DeptRow = Omit<DeptNode, 'children' | 'createTime' | 'updateTime'> & {
  createTime: Date;
  updateTime: Date;
};

/** All departments of the enterprise with their staff counts: a tree is small, read whole. */
async function readDepts(db: Db, scope: EnterpriseScope): Promise<DeptRow[]> {
  const [depts, counts] = await Promise.all([
    db
      .select({
        id: entDept.id,
        pid: entDept.pid,
        name: entDept.name,
        sort: entDept.sort,
        enabled: entDept.enabled,
        createTime: entDept.createTime,
        updateTime: entDept.updateTime,
      })
      .from(entDept)
      .where(scope.where(entDept)),
    // Index-only over ent_worker_dept_idx, whatever the number of staff.
    db
      .select({ deptId: entWorker.deptId, n: count() })
      .from(entWorker)
      .where(scope.where(entWorker))
      .groupBy(entWorker.deptId),
  ]);
  const byDept = new Map(counts.map((c) => [c.deptId, c.n]));
  return depts.map((d) => ({ ...d, workerCount: byDept.get(d.id) ?? 0 }));
}

const toNode = (row: DeptRow): DeptNode => ({
  ...row,
  createTime: row.createTime.toISOString(),
  updateTime: row.updateTime.toISOString(),
});

const bySortThenName = (a: DeptNode, b: DeptNode) =>
  a.sort - b.sort || a.name.localeCompare(b.name, 'zh-CN') || a.id - b.id;

/** Nodes with `children` (leaves have none), siblings by sort then name. */
export function buildTree(rows: DeptRow[]): DeptNode[] {
  const nodes = new Map(rows.map((r) => [r.id, toNode(r)]));
  const roots: DeptNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.pid === null ? undefined : nodes.get(node.pid);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  const sortAll = (list: DeptNode[]) => {
    list.sort(bySortThenName);
    for (const n of list) if (n.children) sortAll(n.children);
  };
  sortAll(roots);
  return roots;
}

/** The ids of `id` and everything under it. */
function subtreeOf(rows: { id: number; pid: number | null }[], id: number): Set<number> {
  const found = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const r of rows) {
      if (r.pid !== null && found.has(r.pid) && !found.has(r.id)) {
        found.add(r.id);
        grew = true;
      }
    }
  }
  return found;
}

/**
 * The tree; with filters, the matching departments and their ancestors, so that a match deep in
 * the tree is still shown where it sits.
 */
export async function listDepts(db: Db, scope: EnterpriseScope, query: DeptQuery = {} as DeptQuery) {
  const rows = await readDepts(db, scope);
  const name = query.name?.toLowerCase();
  const matches = (r: DeptRow) =>
    (!name || r.name.toLowerCase().includes(name)) &&
    (query.enabled === undefined || r.enabled === query.enabled);
  if (!name && query.enabled === undefined) return buildTree(rows);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const kept = new Set<number>();
  for (const r of rows.filter(matches)) {
    for (let at: DeptRow | undefined = r; at && !kept.has(at.id); at = byId.get(at.pid ?? -1)) {
      kept.add(at.id);
    }
  }
  return buildTree(rows.filter((r) => kept.has(r.id)));
}

async function getDept(db: Db, scope: EnterpriseScope, id: number): Promise<DeptNode> {
  const row = (await readDepts(db, scope)).find((r) => r.id === id);
  if (!row) throw notFound(DEPT_NOT_FOUND);
  return toNode(row);
}

async function assertParent(db: Db, scope: EnterpriseScope, pid: number | null) {
  if (pid === null) return;
  const [parent] = await db
    .select({ id: entDept.id })
    .from(entDept)
    .where(scope.where(entDept, eq(entDept.id, pid)));
  if (!parent) throw badRequest(PARENT_NOT_FOUND, { pid: [PARENT_NOT_FOUND] });
}

function refusalOf(err: unknown, name: string): unknown {
  if (isUniqueViolation(err, 'ent_dept_sibling_name_uq')) {
    return conflict(nameTaken(name), { name: [nameTaken(name)] });
  }
  // The parent went away between the check and the write.
  if (isForeignKeyViolation(err)) return badRequest(PARENT_NOT_FOUND, { pid: [PARENT_NOT_FOUND] });
  return err;
}

export async function createDept(db: Db, scope: EnterpriseScope, principal: Principal, body: DeptCreate) {
  await assertParent(db, scope, body.pid);
  try {
    const [row] = await db
      .insert(entDept)
      .values(scope.stamp({ ...body, createBy: principal.username, updateBy: principal.username }))
      .returning({ id: entDept.id });
    return await getDept(db, scope, row!.id);
  } catch (err) {
    throw refusalOf(err, body.name);
  }
}

/**
 * Saves against the version the form loaded. Moves are serialised per enterprise (an advisory
 * lock), so that two moves at once cannot each pass the cycle check and together make a loop.
 */
export async function updateDept(db: Db, scope: EnterpriseScope, principal: Principal, body: DeptUpdate) {
  const { id, updateTime, ...fields } = body;
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ent_dept'), ${scope.enterpriseId})`);
      const rows = await tx
        .select({ id: entDept.id, pid: entDept.pid })
        .from(entDept)
        .where(scope.where(entDept));
      if (!rows.some((r) => r.id === id)) throw notFound(DEPT_NOT_FOUND);
      if (fields.pid !== null) {
        if (subtreeOf(rows, id).has(fields.pid)) {
          throw badRequest(PARENT_IS_DESCENDANT, { pid: [PARENT_IS_DESCENDANT] });
        }
        if (!rows.some((r) => r.id === fields.pid))
          throw badRequest(PARENT_NOT_FOUND, { pid: [PARENT_NOT_FOUND] });
      }
      const [saved] = await tx
        .update(entDept)
        .set({ ...fields, updateBy: principal.username, updateTime: sql`now()` })
        .where(scope.where(entDept, eq(entDept.id, id), sameVersion(entDept.updateTime, updateTime)))
        .returning({ id: entDept.id });
      if (!saved) throw conflict(STALE_DEPT);
    });
  } catch (err) {
    throw refusalOf(err, fields.name);
  }
  return getDept(db, scope, id);
}

/**
 * All or nothing. A department is deleted with its sub-departments only when they are in the
 * same request; one that keeps staff or an unlisted sub-department refuses the whole request.
 */
export async function deleteDepts(db: Db, scope: EnterpriseScope, ids: number[]): Promise<void> {
  const wanted = new Set(ids);
  const rows = await readDepts(db, scope);
  const byId = new Map(rows.map((r) => [r.id, r]));
  if ([...wanted].some((id) => !byId.has(id))) throw notFound(DEPT_NOT_FOUND);
  for (const id of wanted) {
    const dept = byId.get(id)!;
    if (dept.workerCount > 0) {
      throw conflict(
        `部门“${dept.name}”下还有 ${dept.workerCount} 名员工，请先将他们调到其他部门或删除后再删除该部门`,
      );
    }
    const child = rows.find((r) => r.pid === id && !wanted.has(r.id));
    if (child) {
      throw conflict(`部门“${dept.name}”下还有下级部门“${child.name}”，请先删除或移走下级部门后再删除该部门`);
    }
  }
  // Deepest first: each parent is deleted after its children (the pid key restricts).
  const depth = (id: number): number => {
    const pid = byId.get(id)?.pid;
    return pid == null ? 0 : 1 + depth(pid);
  };
  const ordered = [...wanted].sort((a, b) => depth(b) - depth(a));
  try {
    await db.transaction(async (tx) => {
      for (const id of ordered) await tx.delete(entDept).where(scope.where(entDept, eq(entDept.id, id)));
    });
  } catch (err) {
    // Staff were added to one of them in the meantime.
    if (isForeignKeyViolation(err)) throw conflict(DEPT_IN_USE);
    throw err;
  }
}
