import { index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Captchas already checked, by nonce, until they expire: the answers themselves travel signed in
 * the captcha's uuid (captcha.service.ts), so issuing one writes nothing.
 */
export const sysCaptcha = pgTable(
  'sys_captcha',
  {
    uuid: varchar('uuid', { length: 64 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sys_captcha_expires_idx').on(t.expiresAt)],
);
