import type { SoftCard, SoftListQuery } from '@coalsim/contract';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { enterprise } from '../../db/tables/account.table.js';
import { soft } from '../../db/tables/soft.table.js';
import { descNullsLast, escapeLike } from '../../lib/sql.js';

export const PUBLISHED = 'published';

/** The columns of a software card, with its vendor. */
export const cardColumns = {
  id: soft.id,
  name: soft.name,
  category: soft.category,
  cover: soft.cover,
  summary: soft.summary,
  version: soft.version,
  vendorId: enterprise.id,
  vendorName: enterprise.name,
  viewCount: soft.viewCount,
  likeCount: soft.likeCount,
  collectCount: soft.collectCount,
  publishedAt: soft.publishedAt,
};

type CardRow = { [K in keyof typeof cardColumns]: (typeof cardColumns)[K]['_']['data'] | null };

export function toCard(row: CardRow): SoftCard {
  return {
    id: row.id!,
    name: row.name!,
    category: row.category!,
    cover: row.cover,
    summary: row.summary!,
    version: row.version!,
    vendor: { id: row.vendorId!, name: row.vendorName! },
    viewCount: row.viewCount!,
    likeCount: row.likeCount!,
    collectCount: row.collectCount!,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

// Exactly the key order of the list indexes (soft.table.ts), so a page is an index range scan
// that stops after `size` rows even on a large catalogue; the id makes the order total.
const ORDER = {
  newest: [descNullsLast(soft.publishedAt), descNullsLast(soft.id)],
  views: [descNullsLast(soft.viewCount), descNullsLast(soft.id)],
  likes: [descNullsLast(soft.likeCount), descNullsLast(soft.id)],
} as const;

/** The published catalogue: keyword over name and summary (trigram-indexed), category, sort. */
export async function listPublishedSoft(
  db: Db,
  q: SoftListQuery,
): Promise<{ content: SoftCard[]; totalElements: number }> {
  const filters: SQL[] = [eq(soft.status, PUBLISHED)];
  if (q.category) filters.push(eq(soft.category, q.category));
  if (q.keyword)
    filters.push(sql`(${soft.name} || ' ' || ${soft.summary}) ILIKE ${`%${escapeLike(q.keyword)}%`}`);
  const where = and(...filters);
  const [rows, total] = await Promise.all([
    db
      .select(cardColumns)
      .from(soft)
      .innerJoin(enterprise, eq(enterprise.id, soft.enterpriseId))
      .where(where)
      .orderBy(...ORDER[q.sort])
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(soft).where(where),
  ]);
  return { content: rows.map(toCard), totalElements: total[0]?.n ?? 0 };
}
