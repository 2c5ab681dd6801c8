import { index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

import { at, id } from '../../db/columns.js';

/** Nonces of signed open-API calls, when Redis is not configured; expired rows are swept. */
export const openNonce = pgTable(
  'open_nonce',
  {
    id: id(),
    /** `<app key>:<nonce>`. */
    nonceKey: varchar('nonce_key', { length: 200 }).notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [uniqueIndex('open_nonce_key_uq').on(t.nonceKey), index('open_nonce_expires_idx').on(t.expiresAt)],
);
