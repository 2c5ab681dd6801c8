import type { AdminNews, AdminNewsQuery, NewsFields, NewsStatus, NewsUpdate } from '@coalsim/contract';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { orderByOf } from '../../lib/list-query.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { escapeLike, sameVersion } from '../../lib/sql.js';
import { EXPORT_LIMIT } from '../../lib/xlsx.js';
import type { Principal } from '../auth/current-user.js';
import { news } from './news.table.js';

export const NEWS_NOT_FOUND = '资讯不存在或已被删除';
export const STALE_NEWS = '资讯已被他人修改，请刷新后再保存';
export const EMPTY_NEWS_CONTENT = '正文中没有可保存的内容（脚本等不安全内容会被移除），请重新编辑正文';

const columns = {
  id: news.id,
  title: news.title,
  category: news.category,
  cover: news.cover,
  summary: news.summary,
  content: news.content,
  author: news.author,
  status: news.status,
  publishedAt: news.publishedAt,
  views: news.views,
  createTime: news.createTime,
  updateTime: news.updateTime,
};

const selectNews = (db: Db) => db.select(columns).from(news);

type Row = Awaited<ReturnType<ReturnType<typeof selectNews>['execute']>>[number];

function toAdminNews(row: Row): AdminNews {
  return {
    ...row,
    status: row.status as NewsStatus,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createTime: row.createTime.toISOString(),
    updateTime: row.updateTime.toISOString(),
  };
}

function filtersOf(query: AdminNewsQuery): SQL | undefined {
  return and(
    // The same expression as the trigram index (news.table.ts).
    query.blurry
      ? sql`(${news.title} || ' ' || ${news.summary}) ILIKE ${`%${escapeLike(query.blurry)}%`}`
      : undefined,
    query.category ? eq(news.category, query.category) : undefined,
    query.status ? eq(news.status, query.status) : undefined,
  );
}

function orderOf(query: AdminNewsQuery) {
  const sortable = {
    id: news.id,
    publishedAt: news.publishedAt,
    createTime: news.createTime,
    views: news.views,
  };
  return orderByOf(query.sort, sortable, [desc(news.createTime)], news.id);
}

/** 资讯管理: news in every status, newest first. */
export async function listAdminNews(db: Db, query: AdminNewsQuery) {
  const where = filtersOf(query);
  const [rows, [total]] = await Promise.all([
    selectNews(db)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(news).where(where),
  ]);
  return { content: rows.map(toAdminNews), totalElements: total?.n ?? 0 };
}

export async function adminNewsForExport(db: Db, query: AdminNewsQuery): Promise<AdminNews[]> {
  const rows = await selectNews(db)
    .where(filtersOf(query))
    .orderBy(...orderOf(query))
    .limit(EXPORT_LIMIT);
  return rows.map(toAdminNews);
}

export async function getAdminNews(db: Db, id: number): Promise<AdminNews> {
  const [row] = await selectNews(db).where(eq(news.id, id));
  if (!row) throw notFound(NEWS_NOT_FOUND);
  return toAdminNews(row);
}

/**
 * What is stored of a form: the content through the rich-text allow-list (whatever the editor
 * sent), and a publication time. A published item without one shows from now on; an item that
 * already had one keeps it, so re-saving never moves it to the top of the portal's list.
 */
function storedFields(fields: NewsFields, previousPublishedAt: Date | null) {
  const content = sanitizeRichText(fields.content);
  if (!content) throw badRequest(EMPTY_NEWS_CONTENT, { content: [EMPTY_NEWS_CONTENT] });
  const chosen = fields.publishedAt ? new Date(fields.publishedAt) : previousPublishedAt;
  const publishedAt = chosen ?? (fields.status === 'published' ? new Date() : null);
  return { ...fields, content, publishedAt };
}

export async function createNews(db: Db, principal: Principal, fields: NewsFields): Promise<AdminNews> {
  const [row] = await db
    .insert(news)
    .values({ ...storedFields(fields, null), createBy: principal.username, updateBy: principal.username })
    .returning(columns);
  return toAdminNews(row!);
}

export async function updateNews(db: Db, principal: Principal, body: NewsUpdate): Promise<AdminNews> {
  const { id, updateTime, ...fields } = body;
  const current = await getAdminNews(db, id);
  const previous = current.publishedAt ? new Date(current.publishedAt) : null;
  const [row] = await db
    .update(news)
    .set({ ...storedFields(fields, previous), updateBy: principal.username, updateTime: sql`now()` })
    .where(and(eq(news.id, id), sameVersion(news.updateTime, updateTime)))
    .returning(columns);
  if (!row) throw conflict(STALE_NEWS);
  return toAdminNews(row);
}

/** All or nothing: an unknown id (already deleted by someone else) deletes none. */
export async function deleteNews(db: Db, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  const found = await db.select({ id: news.id }).from(news).where(inArray(news.id, wanted));
  if (found.length !== wanted.length) throw notFound(NEWS_NOT_FOUND);
  await db.delete(news).where(inArray(news.id, wanted));
}
