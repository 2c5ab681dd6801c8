import type { NewsCard, NewsDetail, NewsListQuery } from '@coalsim/contract';
import { and, count, eq, gt, lt, lte, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import { ascNullsFirst, descNullsLast, escapeLike } from '../../lib/sql.js';
import { news } from './news.table.js';

const PUBLISHED = 'published';

/**
 * What the portal shows: published, and due (a publication time set ahead shows from then on).
 * `now()` is the statement's time; the status and time are the leading keys of the list indexes.
 */
const visible = () => and(eq(news.status, PUBLISHED), lte(news.publishedAt, sql`now()`))!;

const cardColumns = {
  id: news.id,
  title: news.title,
  category: news.category,
  cover: news.cover,
  summary: news.summary,
  author: news.author,
  publishedAt: news.publishedAt,
  views: news.views,
};

const toCard = (row: { publishedAt: Date | null } & Omit<NewsCard, 'publishedAt'>): NewsCard => ({
  ...row,
  publishedAt: row.publishedAt?.toISOString() ?? null,
});

// The key order of the list indexes (news.table.ts), forwards and backwards, so pages and
// neighbours are index range scans.
const NEWEST_FIRST = [descNullsLast(news.publishedAt), descNullsLast(news.id)];
const OLDEST_FIRST = [ascNullsFirst(news.publishedAt), ascNullsFirst(news.id)];

export async function listPublishedNews(db: Db, q: NewsListQuery) {
  const filters: SQL[] = [visible()];
  if (q.category) filters.push(eq(news.category, q.category));
  if (q.keyword)
    filters.push(sql`(${news.title} || ' ' || ${news.summary}) ILIKE ${`%${escapeLike(q.keyword)}%`}`);
  const where = and(...filters);
  const [rows, total] = await Promise.all([
    db
      .select(cardColumns)
      .from(news)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(news).where(where),
  ]);
  return { content: rows.map(toCard), totalElements: total[0]?.n ?? 0 };
}

/** One published item (each read adds a view), with its neighbours in publication order. */
export async function getPublishedNews(db: Db, id: number): Promise<NewsDetail> {
  const [row] = await db
    .update(news)
    .set({ views: sql`${news.views} + 1` })
    .where(and(eq(news.id, id), visible()))
    .returning({ ...cardColumns, content: news.content });
  if (!row) throw notFound('资讯不存在或已下线');
  const at = row.publishedAt ?? new Date(0);
  const neighbour = (newer: boolean) =>
    db
      .select({ id: news.id, title: news.title })
      .from(news)
      .where(
        and(
          visible(),
          newer
            ? or(gt(news.publishedAt, at), and(eq(news.publishedAt, at), gt(news.id, id)))
            : or(lt(news.publishedAt, at), and(eq(news.publishedAt, at), lt(news.id, id))),
        ),
      )
      .orderBy(...(newer ? OLDEST_FIRST : NEWEST_FIRST))
      .limit(1);
  const [[previous], [next]] = await Promise.all([neighbour(false), neighbour(true)]);
  return { ...toCard(row), content: row.content, previous: previous ?? null, next: next ?? null };
}
