import { index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Pending captcha answers; a row is deleted by its first check, right or wrong. */
export const sysCaptcha = pgTable(
  'sys_captcha',
  {
    uuid: varchar('uuid', { length: 64 }).primaryKey(),
    answer: varchar('answer', { length: 16 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sys_captcha_expires_idx').on(t.expiresAt)],
);
