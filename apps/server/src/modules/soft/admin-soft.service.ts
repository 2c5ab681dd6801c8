import type { AdminSoftDetail, AdminSoftQuery, ManagedSoft } from '@coalsim/contract';
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { soft } from '../../db/tables/soft.table.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { orderByOf } from '../../lib/list-query.js';
import { escapeLike } from '../../lib/sql.js';
import { EXPORT_LIMIT } from '../../lib/xlsx.js';
import { loadAccessRecords } from '../access/access-record.js';
import { softAccess } from '../access/access.table.js';
import type { Principal } from '../auth/current-user.js';
import { loadManagedSoft, selectManagedSoft, toManagedSoft } from './managed-soft-record.js';
import { PUBLISHED } from './soft-query.js';

export const ADMIN_SOFT_NOT_FOUND = '软件不存在';
export const ONLY_PUBLISHED_OFFLINE = '只有已发布的软件才能下架，请刷新列表后重试';
export const ONLY_OFFLINE_ONLINE = '只有已下架的软件才能重新上架，请刷新列表后重试';
const OFFLINE = 'offline';

function filtersOf(query: AdminSoftQuery): SQL | undefined {
  return and(
    // The same expression as the trigram index (soft.table.ts), so a keyword stays index-backed.
    query.blurry
      ? sql`(${soft.name} || ' ' || ${soft.summary}) ILIKE ${`%${escapeLike(query.blurry)}%`}`
      : undefined,
    query.status ? eq(soft.status, query.status) : undefined,
    query.category ? eq(soft.category, query.category) : undefined,
    query.enterpriseId ? eq(soft.enterpriseId, query.enterpriseId) : undefined,
    // A first pass stamps publishedAt; taking it offline keeps it. false: never published yet.
    query.everPublished === undefined
      ? undefined
      : query.everPublished
        ? isNotNull(soft.publishedAt)
        : isNull(soft.publishedAt),
  );
}

function orderOf(query: AdminSoftQuery) {
  const columns = {
    id: soft.id,
    name: soft.name,
    createTime: soft.createTime,
    updateTime: soft.updateTime,
    publishedAt: soft.publishedAt,
  };
  return orderByOf(query.sort, columns, [desc(soft.updateTime)], soft.id);
}

/** 软件管理: every vendor's software, most recently changed first. */
export async function listAdminSoft(db: Db, query: AdminSoftQuery) {
  const where = filtersOf(query);
  const [rows, [total]] = await Promise.all([
    selectManagedSoft(db)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(soft).where(where),
  ]);
  return { content: rows.map(toManagedSoft), totalElements: total?.n ?? 0 };
}

export async function adminSoftForExport(db: Db, query: AdminSoftQuery): Promise<ManagedSoft[]> {
  const rows = await selectManagedSoft(db)
    .where(filtersOf(query))
    .orderBy(...orderOf(query))
    .limit(EXPORT_LIMIT);
  return rows.map(toManagedSoft);
}

async function requireSoft(db: Db, id: number): Promise<ManagedSoft> {
  const found = await loadManagedSoft(db, eq(soft.id, id));
  if (!found) throw notFound(ADMIN_SOFT_NOT_FOUND);
  return found;
}

/** One software with its access applications (the back office's /softMineDetail). */
export async function getAdminSoft(db: Db, id: number): Promise<AdminSoftDetail> {
  const found = await requireSoft(db, id);
  const accesses = await loadAccessRecords(db, eq(softAccess.softId, id));
  return { ...found, accesses };
}

/**
 * Moves a software from one status to another, only from `from`: a second click, or a click on a
 * list another staff member has changed meanwhile, is a conflict, not a silent no-op.
 */
async function transition(
  db: Db,
  principal: Principal,
  id: number,
  from: string,
  change: { status: string; statusReason: string | null },
  wrongState: string,
): Promise<ManagedSoft> {
  const [updated] = await db
    .update(soft)
    .set({ ...change, updateBy: principal.username, updateTime: sql`now()` })
    .where(and(eq(soft.id, id), eq(soft.status, from)))
    .returning({ id: soft.id });
  if (!updated) {
    await requireSoft(db, id);
    throw conflict(wrongState);
  }
  return requireSoft(db, id);
}

/** Takes a published software out of 软件中心; its vendor sees the reason. */
export function takeSoftOffline(db: Db, principal: Principal, id: number, reason: string) {
  return transition(
    db,
    principal,
    id,
    PUBLISHED,
    { status: OFFLINE, statusReason: reason },
    ONLY_PUBLISHED_OFFLINE,
  );
}

/** Puts an offline software back in 软件中心 (its first publication time stays). */
export function bringSoftOnline(db: Db, principal: Principal, id: number) {
  return transition(
    db,
    principal,
    id,
    OFFLINE,
    { status: PUBLISHED, statusReason: null },
    ONLY_OFFLINE_ONLINE,
  );
}
