import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

import { auditColumns, id } from '../../db/columns.js';

/** Portal news; `content` is stored already sanitised (allow-listed HTML). */
export const news = pgTable(
  'news',
  {
    id: id(),
    title: varchar('title', { length: 200 }).notNull(),
    /** Value of dictionary `news_type`. */
    category: varchar('category', { length: 32 }).notNull(),
    cover: varchar('cover', { length: 255 }),
    summary: varchar('summary', { length: 400 }).notNull(),
    content: text('content').notNull(),
    author: varchar('author', { length: 64 }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    /** draft, published, offline. */
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    ...auditColumns(),
  },
  (t) => [
    index('news_published_idx').on(t.status, t.publishedAt.desc(), t.id.desc()),
    index('news_category_idx').on(t.status, t.category, t.publishedAt.desc(), t.id.desc()),
    index('news_search_trgm_idx').using('gin', sql`(${t.title} || ' ' || ${t.summary}) gin_trgm_ops`),
  ],
);
