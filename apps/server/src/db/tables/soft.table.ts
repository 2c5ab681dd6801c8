import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

import { auditColumns, id } from '../columns.js';
import { enterprise, sysUser } from './account.table.js';

// Below the modules: the access and assessment tables point at it, while the soft module's
// services read access records (a vendor's submission, the back office's software detail).

/** A simulation product; only `published` ones appear in the portal's software centre. */
export const soft = pgTable(
  'soft',
  {
    id: id(),
    /** The vendor enterprise. */
    enterpriseId: bigint('enterprise_id', { mode: 'number' })
      .notNull()
      .references(() => enterprise.id),
    name: varchar('name', { length: 100 }).notNull(),
    /** Value of dictionary `soft_category`. */
    category: varchar('category', { length: 32 }).notNull(),
    cover: varchar('cover', { length: 255 }),
    summary: varchar('summary', { length: 300 }).notNull(),
    description: text('description').notNull(),
    version: varchar('version', { length: 32 }).notNull(),
    screenshots: jsonb('screenshots').$type<string[]>().notNull().default([]),
    launchUrl: varchar('launch_url', { length: 500 }),
    /** Values of dictionary `device_type` the software runs on. */
    deviceTypes: jsonb('device_types').$type<string[]>().notNull().default([]),
    /** draft, submitted, assessing, published, rejected, offline. */
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    /** Why staff took it offline, or why its last assessment rejected it. */
    statusReason: varchar('status_reason', { length: 500 }),
    viewCount: integer('view_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    collectCount: integer('collect_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    index('soft_published_idx').on(t.status, t.publishedAt.desc(), t.id.desc()),
    index('soft_category_idx').on(t.status, t.category, t.publishedAt.desc(), t.id.desc()),
    index('soft_views_idx').on(t.status, t.viewCount.desc(), t.id.desc()),
    index('soft_likes_idx').on(t.status, t.likeCount.desc(), t.id.desc()),
    index('soft_enterprise_idx').on(t.enterpriseId, t.updateTime.desc()),
    index('soft_admin_idx').on(t.status, t.updateTime.desc(), t.id.desc()),
    // Keyword search over name and summary stays index-backed on large catalogues.
    index('soft_search_trgm_idx').using('gin', sql`(${t.name} || ' ' || ${t.summary}) gin_trgm_ops`),
  ],
);

const userSoftPair = (name: string) =>
  pgTable(
    name,
    {
      userId: bigint('user_id', { mode: 'number' })
        .notNull()
        .references(() => sysUser.id, { onDelete: 'cascade' }),
      softId: bigint('soft_id', { mode: 'number' })
        .notNull()
        .references(() => soft.id, { onDelete: 'cascade' }),
      createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.userId, t.softId] }), index(`${name}_soft_idx`).on(t.softId)],
  );

export const softLike = userSoftPair('soft_like');
export const softCollect = userSoftPair('soft_collect');

/** One row per visitor, software and day: a view is counted once a day per visitor. */
export const softView = pgTable(
  'soft_view',
  {
    visitorKey: varchar('visitor_key', { length: 64 }).notNull(),
    softId: bigint('soft_id', { mode: 'number' })
      .notNull()
      .references(() => soft.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.softId, t.visitorKey, t.day] })],
);
