import type { Post, PostCreate, PostQuery, PostUpdate } from '@coalsim/contract';
import { asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import type { EnterpriseScope } from '../../lib/enterprise-scope.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { blurryMatch, orderByOf } from '../../lib/list-query.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors.js';
import { sameVersion } from '../../lib/sql.js';
import { EXPORT_LIMIT } from '../../lib/xlsx.js';
import type { Principal } from '../auth/current-user.js';
import { entJob, entWorker } from './org.table.js';

export const POST_NOT_FOUND = '岗位不存在或已被删除，请刷新后重试';
export const STALE_POST = '岗位已被他人修改，请刷新后再保存';
export const POST_IN_USE = '岗位仍有员工在岗，请先为他们更换岗位后再删除';
const nameTaken = (name: string) => `岗位“${name}”已存在，请换一个名称`;

const columns = {
  id: entJob.id,
  name: entJob.name,
  sort: entJob.sort,
  enabled: entJob.enabled,
  // Served by ent_worker_job_idx. Spelled out: drizzle leaves a column of the only table in the
  // query unqualified, and a bare "id" here would be the subquery's own.
  workerCount: sql<number>`(select count(*)::int from ent_worker w where w.job_id = ent_job.id)`,
  createTime: entJob.createTime,
  updateTime: entJob.updateTime,
};

type Row = Omit<Post, 'createTime' | 'updateTime'> & { createTime: Date; updateTime: Date };

const toPost = (row: Row): Post => ({
  ...row,
  createTime: row.createTime.toISOString(),
  updateTime: row.updateTime.toISOString(),
});

function filtersOf(scope: EnterpriseScope, query: PostQuery): SQL {
  return scope.where(
    entJob,
    blurryMatch([entJob.name], query.blurry),
    query.enabled === undefined ? undefined : eq(entJob.enabled, query.enabled),
  );
}

const orderOf = (query: PostQuery) =>
  orderByOf(
    query.sort,
    { id: entJob.id, name: entJob.name, sort: entJob.sort, createTime: entJob.createTime },
    [asc(entJob.sort), asc(entJob.name)],
    entJob.id,
  );

export async function listPosts(db: Db, scope: EnterpriseScope, query: PostQuery) {
  const where = filtersOf(scope, query);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(entJob)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(entJob).where(where),
  ]);
  return { content: rows.map(toPost), totalElements: total?.n ?? 0 };
}

export async function postsForExport(db: Db, scope: EnterpriseScope, query: PostQuery): Promise<Post[]> {
  const rows = await db
    .select(columns)
    .from(entJob)
    .where(filtersOf(scope, query))
    .orderBy(...orderOf(query))
    .limit(EXPORT_LIMIT);
  return rows.map(toPost);
}

async function getPost(db: Db, scope: EnterpriseScope, id: number): Promise<Post> {
  const [row] = await db
    .select(columns)
    .from(entJob)
    .where(scope.where(entJob, eq(entJob.id, id)));
  if (!row) throw notFound(POST_NOT_FOUND);
  return toPost(row);
}

function refusalOf(err: unknown, name: string): unknown {
  return isUniqueViolation(err, 'ent_job_name_uq')
    ? conflict(nameTaken(name), { name: [nameTaken(name)] })
    : err;
}

export async function createPost(db: Db, scope: EnterpriseScope, principal: Principal, body: PostCreate) {
  try {
    const [row] = await db
      .insert(entJob)
      .values(scope.stamp({ ...body, createBy: principal.username, updateBy: principal.username }))
      .returning({ id: entJob.id });
    return await getPost(db, scope, row!.id);
  } catch (err) {
    throw refusalOf(err, body.name);
  }
}

export async function updatePost(db: Db, scope: EnterpriseScope, principal: Principal, body: PostUpdate) {
  const { id, updateTime, ...fields } = body;
  await getPost(db, scope, id);
  try {
    const [saved] = await db
      .update(entJob)
      .set({ ...fields, updateBy: principal.username, updateTime: sql`now()` })
      .where(scope.where(entJob, eq(entJob.id, id), sameVersion(entJob.updateTime, updateTime)))
      .returning({ id: entJob.id });
    if (!saved) throw conflict(STALE_POST);
  } catch (err) {
    throw refusalOf(err, fields.name);
  }
  return getPost(db, scope, id);
}

/** All or nothing; a post somebody holds is refused, naming a few of them. */
export async function deletePosts(db: Db, scope: EnterpriseScope, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  const found = await db
    .select({ id: entJob.id, name: entJob.name })
    .from(entJob)
    .where(scope.where(entJob, inArray(entJob.id, wanted)));
  if (found.length !== wanted.length) throw notFound(POST_NOT_FOUND);
  for (const post of found) {
    const holders = await db
      .select({ name: entWorker.name })
      .from(entWorker)
      .where(scope.where(entWorker, eq(entWorker.jobId, post.id)))
      .orderBy(asc(entWorker.id))
      .limit(4);
    if (holders.length > 0) {
      const names =
        holders
          .slice(0, 3)
          .map((h) => h.name)
          .join('、') + (holders.length > 3 ? ' 等' : '');
      throw conflict(`岗位“${post.name}”仍有员工在岗（${names}），请先为他们更换岗位后再删除`);
    }
  }
  try {
    await db.delete(entJob).where(scope.where(entJob, inArray(entJob.id, wanted)));
  } catch (err) {
    if (isForeignKeyViolation(err)) throw conflict(POST_IN_USE);
    throw err;
  }
}
