import { bigint, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

import { id } from '../../db/columns.js';
import { sysUser } from '../../db/tables/account.table.js';

/** One row per sign-in. The token itself is never stored: only its SHA-256. */
export const sysSession = pgTable(
  'sys_session',
  {
    id: id(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
    loginTime: timestamp('login_time', { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sys_session_user_idx').on(t.userId), index('sys_session_expires_idx').on(t.expiresAt)],
);

/** Fixed-window counters (failed sign-ins per username and per IP). */
export const sysRateCounter = pgTable('sys_rate_counter', {
  key: varchar('key', { length: 200 }).primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
