import {
  type MANAGED_SOFT_SORT_FIELDS,
  SOFT_EDITABLE,
  type Access,
  type ManagedSoft,
  type ManagedSoftQuery,
  type SoftFields,
  type SoftStatus,
  type SoftUpdate,
} from '@coalsim/contract';
import { count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { soft } from '../../db/tables/soft.table.js';
import type { EnterpriseScope } from '../../lib/enterprise-scope.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { blurryMatch, orderByOf } from '../../lib/list-query.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text.js';
import { sameVersion } from '../../lib/sql.js';
import { loadAccessRecord } from '../access/access-record.js';
import { softAccess } from '../access/access.table.js';
import type { Principal } from '../auth/current-user.js';
import { loadManagedSoft, selectManagedSoft, toManagedSoft } from './managed-soft-record.js';

export const SOFT_NOT_FOUND = '软件不存在或已被删除，请刷新后重试';
export const STALE_SOFT = '软件已被他人修改，请刷新后再保存';
export const EMPTY_DESCRIPTION = '软件介绍不能为空：请输入文字或图片（脚本等不安全的内容会被去除）';
export const ALREADY_PUBLISHED = '已发布过的软件不能删除；如需停止展示，请联系平台管理员下架';

/** Why a software in `status` cannot be edited or deleted by its vendor. */
const NOT_EDITABLE: Record<SoftStatus, string> = {
  draft: '',
  rejected: '',
  submitted: '该软件已提交接入申请，等待考核期间不能修改或删除',
  assessing: '该软件正在考核中，考核结束前不能修改或删除',
  published: '该软件已发布，不能修改或删除；如需更新，请联系平台管理员',
  offline: '该软件已下架，不能修改或删除；如需处理，请联系平台管理员',
};

/** Why a software in `status` cannot be submitted (again). */
const NOT_SUBMITTABLE: Record<SoftStatus, string> = {
  draft: '',
  rejected: '',
  submitted: '该软件已提交接入申请，正在等待考核，不能重复提交',
  assessing: '该软件正在考核中，不能重复提交',
  published: '该软件已通过考核并发布，无需再次提交',
  offline: '该软件已被平台下架，不能提交；如需重新上架，请联系平台管理员',
};

const editable = (status: string) => (SOFT_EDITABLE as readonly string[]).includes(status);

/** The fields as stored: the description through the allow-list, refused when nothing is left. */
function storedFields(fields: SoftFields) {
  const description = sanitizeRichText(fields.description);
  if (richTextToPlain(description) === '' && !description.includes('<img')) {
    throw badRequest(EMPTY_DESCRIPTION, { description: [EMPTY_DESCRIPTION] });
  }
  return { ...fields, description };
}

function filtersOf(scope: EnterpriseScope, query: ManagedSoftQuery): SQL {
  return scope.where(
    soft,
    blurryMatch([soft.name, soft.summary], query.blurry),
    query.status ? eq(soft.status, query.status) : undefined,
    query.category ? eq(soft.category, query.category) : undefined,
  );
}

const SORT_COLUMNS = {
  id: soft.id,
  name: soft.name,
  createTime: soft.createTime,
  updateTime: soft.updateTime,
  publishedAt: soft.publishedAt,
} satisfies Record<(typeof MANAGED_SOFT_SORT_FIELDS)[number], unknown>;

export async function listMySoft(db: Db, scope: EnterpriseScope, query: ManagedSoftQuery) {
  const where = filtersOf(scope, query);
  const [rows, [total]] = await Promise.all([
    selectManagedSoft(db)
      .where(where)
      .orderBy(...orderByOf(query.sort, SORT_COLUMNS, [desc(soft.updateTime)], soft.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(soft).where(where),
  ]);
  return { content: rows.map(toManagedSoft), totalElements: total?.n ?? 0 };
}

export async function getMySoft(db: Db, scope: EnterpriseScope, id: number): Promise<ManagedSoft> {
  const found = await loadManagedSoft(db, scope.where(soft, eq(soft.id, id)));
  if (!found) throw notFound(SOFT_NOT_FOUND);
  return found;
}

export async function createMySoft(db: Db, scope: EnterpriseScope, principal: Principal, body: SoftFields) {
  const [row] = await db
    .insert(soft)
    .values(
      scope.stamp({
        ...storedFields(body),
        status: 'draft',
        createBy: principal.username,
        updateBy: principal.username,
      }),
    )
    .returning({ id: soft.id });
  return getMySoft(db, scope, row!.id);
}

export async function updateMySoft(db: Db, scope: EnterpriseScope, principal: Principal, body: SoftUpdate) {
  const { id, updateTime, ...fields } = body;
  const current = await getMySoft(db, scope, id);
  if (!editable(current.status)) throw conflict(NOT_EDITABLE[current.status]);
  const [saved] = await db
    .update(soft)
    .set({ ...storedFields(fields), updateBy: principal.username, updateTime: sql`now()` })
    .where(
      scope.where(
        soft,
        eq(soft.id, id),
        // Checked again in the statement: a submit between the read and this write wins.
        inArray(soft.status, [...SOFT_EDITABLE]),
        sameVersion(soft.updateTime, updateTime),
      ),
    )
    .returning({ id: soft.id });
  if (!saved) throw conflict(STALE_SOFT);
  return getMySoft(db, scope, id);
}

/** All or nothing: every id the caller's, each a draft or rejected and never published. */
export async function deleteMySoft(db: Db, scope: EnterpriseScope, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const found = await tx
      .select({ id: soft.id, name: soft.name, status: soft.status, publishedAt: soft.publishedAt })
      .from(soft)
      .where(scope.where(soft, inArray(soft.id, wanted)))
      .for('update');
    if (found.length !== wanted.length) throw notFound(SOFT_NOT_FOUND);
    for (const row of found) {
      if (!editable(row.status)) throw conflict(`“${row.name}”：${NOT_EDITABLE[row.status as SoftStatus]}`);
      if (row.publishedAt) throw conflict(`“${row.name}”：${ALREADY_PUBLISHED}`);
    }
    // Its applications (all decided: the software is draft or rejected) go with it.
    await tx.delete(soft).where(scope.where(soft, inArray(soft.id, wanted)));
  });
}

/**
 * draft | rejected → submitted, with a new application. The software row is locked, so two
 * submits at once cannot both pass the check; the open-application index backs that up.
 */
export async function submitMySoft(
  db: Db,
  scope: EnterpriseScope,
  principal: Principal,
  id: number,
): Promise<Access> {
  const accessId = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .select({ status: soft.status })
        .from(soft)
        .where(scope.where(soft, eq(soft.id, id)))
        .for('update');
      if (!row) throw notFound(SOFT_NOT_FOUND);
      if (!editable(row.status)) throw conflict(NOT_SUBMITTABLE[row.status as SoftStatus]);
      const now = new Date();
      const [created] = await tx
        .insert(softAccess)
        .values(
          scope.stamp({
            softId: id,
            status: 'submitted',
            submittedAt: now,
            createBy: principal.username,
            updateBy: principal.username,
          }),
        )
        .returning({ id: softAccess.id });
      await tx
        .update(soft)
        .set({ status: 'submitted', statusReason: null, updateBy: principal.username, updateTime: now })
        .where(eq(soft.id, id));
      return created!.id;
    })
    .catch((err: unknown) => {
      throw isUniqueViolation(err, 'soft_access_open_uq') ? conflict(NOT_SUBMITTABLE.submitted) : err;
    });
  return (await loadAccessRecord(db, accessId))!;
}
