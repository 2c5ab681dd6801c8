import { createHash } from 'node:crypto';

import { ACCOUNT_TYPE, type SoftDetail, type SoftGrantState } from '@coalsim/contract';
import { and, count, desc, eq, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { enterprise } from '../../db/tables/account.table.js';
import { soft, softCollect, softLike, softView } from '../../db/tables/soft.table.js';
import { notFound } from '../../lib/http-error.js';
import { softGrant } from '../access/access.table.js';
import { validSql } from '../access/grant.service.js';
import type { Principal } from '../auth/current-user.js';
import { cardColumns, PUBLISHED, toCard } from './soft-query.js';

export const SOFT_NOT_FOUND = '软件不存在或已下架';

/** Signed-in users count as themselves; others by a hash of address and browser (nothing stored raw). */
export function visitorKey(userId: number | undefined, ip: string, userAgent: string | undefined): string {
  if (userId !== undefined) return `u:${userId}`;
  return `a:${createHash('sha256')
    .update(`${ip}|${userAgent ?? ''}`)
    .digest('hex')
    .slice(0, 40)}`;
}

async function requirePublished(db: Db, id: number) {
  const [row] = await db
    .select({ id: soft.id })
    .from(soft)
    .where(and(eq(soft.id, id), eq(soft.status, PUBLISHED)));
  if (!row) throw notFound(SOFT_NOT_FOUND);
}

/**
 * Counts a visitor's first view of a published software on a day (one row per visitor, software
 * and day; the counter moves only when the row is new). Unknown or unpublished ids count nothing.
 */
export async function recordView(db: Db, id: number, visitor: string): Promise<boolean> {
  const counted = await db
    .insert(softView)
    .select(
      db
        .select({
          visitorKey: sql<string>`${visitor}`.as('visitor_key'),
          softId: soft.id,
          day: sql<string>`current_date`.as('day'),
        })
        .from(soft)
        .where(and(eq(soft.id, id), eq(soft.status, PUBLISHED))),
    )
    .onConflictDoNothing()
    .returning({ softId: softView.softId });
  if (counted.length === 0) return false;
  await db
    .update(soft)
    .set({ viewCount: sql`${soft.viewCount} + 1` })
    .where(eq(soft.id, id));
  return true;
}

export type PublicSoftDetail = Omit<SoftDetail, 'liked' | 'collected' | 'grant'>;

/** One published software as every visitor sees it. */
export async function readPublishedSoft(db: Db, id: number): Promise<PublicSoftDetail> {
  const [row] = await db
    .select({
      ...cardColumns,
      description: soft.description,
      screenshots: soft.screenshots,
      launchUrl: soft.launchUrl,
    })
    .from(soft)
    .innerJoin(enterprise, eq(enterprise.id, soft.enterpriseId))
    .where(and(eq(soft.id, id), eq(soft.status, PUBLISHED)));
  if (!row) throw notFound(SOFT_NOT_FOUND);
  return {
    ...toCard(row),
    description: row.description,
    screenshots: row.screenshots,
    launchUrl: row.launchUrl,
  };
}

/** Whether the signed-in user liked and collected the software. */
export async function marksOf(db: Db, id: number, userId: number | undefined) {
  if (userId === undefined) return { liked: false, collected: false };
  const [liked, collected] = await Promise.all([
    db
      .select({ id: softLike.softId })
      .from(softLike)
      .where(and(eq(softLike.softId, id), eq(softLike.userId, userId))),
    db
      .select({ id: softCollect.softId })
      .from(softCollect)
      .where(and(eq(softCollect.softId, id), eq(softCollect.userId, userId))),
  ]);
  return { liked: liked.length > 0, collected: collected.length > 0 };
}

/**
 * The caller's enterprise's right to use the software, so that its page says 已申请 or offers
 * 申请使用 from the start (it used to learn of a pending request from a 409): for enterprise and
 * staff accounts; the vendor holds a grant to its own software.
 */
export async function grantStateOf(
  db: Db,
  detail: PublicSoftDetail,
  principal: Principal | null,
): Promise<SoftGrantState | null> {
  if (!principal || principal.enterpriseId === null || principal.role === ACCOUNT_TYPE.staff) return null;
  const { enterpriseId } = principal;
  if (detail.vendor.id === enterpriseId) return 'granted';
  const open = await db
    .select({ valid: validSql })
    .from(softGrant)
    .where(
      and(
        eq(softGrant.enterpriseId, enterpriseId),
        eq(softGrant.softId, detail.id),
        or(eq(softGrant.status, 'pending'), validSql),
      ),
    );
  if (open.some((g) => g.valid)) return 'granted';
  return open.length > 0 ? 'pending' : null;
}

const marks = {
  like: { table: softLike, counter: soft.likeCount, column: 'likeCount' },
  collect: { table: softCollect, counter: soft.collectCount, column: 'collectCount' },
} as const;

/**
 * Adds or removes one's like or favourite; the counter moves only when the mark really changed,
 * in the same transaction, so repeated clicks and races never skew it.
 */
export async function setMark(db: Db, kind: keyof typeof marks, userId: number, softId: number, on: boolean) {
  await requirePublished(db, softId);
  const { table, counter, column } = marks[kind];
  return db.transaction(async (tx) => {
    const changed = on
      ? await tx
          .insert(table)
          .values({ userId, softId })
          .onConflictDoNothing()
          .returning({ softId: table.softId })
      : await tx
          .delete(table)
          .where(and(eq(table.userId, userId), eq(table.softId, softId)))
          .returning({ softId: table.softId });
    const delta = changed.length === 0 ? 0 : on ? 1 : -1;
    const [row] = await tx
      .update(soft)
      .set({ [column]: sql`greatest(${counter} + ${delta}, 0)` })
      .where(eq(soft.id, softId))
      .returning({ count: counter });
    return row?.count ?? 0;
  });
}

/** The published software a user liked or collected, most recently marked first. */
export async function listMarked(
  db: Db,
  kind: keyof typeof marks,
  userId: number,
  page: number,
  size: number,
) {
  const { table } = marks[kind];
  const where = and(eq(table.userId, userId), eq(soft.status, PUBLISHED));
  const [rows, total] = await Promise.all([
    db
      .select(cardColumns)
      .from(table)
      .innerJoin(soft, eq(soft.id, table.softId))
      .innerJoin(enterprise, eq(enterprise.id, soft.enterpriseId))
      .where(where)
      .orderBy(desc(table.createTime))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(table).innerJoin(soft, eq(soft.id, table.softId)).where(where),
  ]);
  return { content: rows.map(toCard), totalElements: total[0]?.n ?? 0 };
}
