import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { auditColumns, id } from '../../db/columns.js';
import { enterprise } from '../../db/tables/account.table.js';
import { soft } from '../../db/tables/soft.table.js';

/**
 * 软件接入: one application of a vendor's software. A resubmission after a rejection is a new
 * row, so the history stays. The app secret is stored only encrypted (AES-256-GCM under the
 * server's SECRET_KEY): the open API needs the secret itself to check HMAC signatures, so a hash
 * would not do.
 */
export const softAccess = pgTable(
  'soft_access',
  {
    id: id(),
    softId: bigint('soft_id', { mode: 'number' })
      .notNull()
      .references(() => soft.id, { onDelete: 'cascade' }),
    /** The vendor (the software's enterprise at the time of submitting). */
    enterpriseId: bigint('enterprise_id', { mode: 'number' })
      .notNull()
      .references(() => enterprise.id),
    /** submitted, assessing, passed, rejected. */
    status: varchar('status', { length: 16 }).notNull().default('submitted'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    assessingAt: timestamp('assessing_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    comment: text('comment'),
    appKey: varchar('app_key', { length: 64 }),
    appSecretEnc: text('app_secret_enc'),
    keyIssuedAt: timestamp('key_issued_at', { withTimezone: true }),
    /** The pair before the last rotation, valid until `prev_valid_until`. */
    prevAppKey: varchar('prev_app_key', { length: 64 }),
    prevAppSecretEnc: text('prev_app_secret_enc'),
    prevValidUntil: timestamp('prev_valid_until', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    index('soft_access_enterprise_idx').on(t.enterpriseId, t.submittedAt.desc()),
    index('soft_access_soft_idx').on(t.softId),
    index('soft_access_status_idx').on(t.status, t.submittedAt.desc()),
    uniqueIndex('soft_access_app_key_uq').on(t.appKey),
    uniqueIndex('soft_access_prev_app_key_uq').on(t.prevAppKey),
    // One open application per software: no second submit while one waits or is assessed.
    uniqueIndex('soft_access_open_uq')
      .on(t.softId)
      .where(sql`status in ('submitted', 'assessing')`),
  ],
);

/**
 * An enterprise's right to use a published software: asked by the enterprise, decided by the
 * software's vendor. The vendor's own grant (given on a pass) is approved from the start.
 */
export const softGrant = pgTable(
  'soft_grant',
  {
    id: id(),
    /** The enterprise that may use the software. */
    enterpriseId: bigint('enterprise_id', { mode: 'number' })
      .notNull()
      .references(() => enterprise.id),
    softId: bigint('soft_id', { mode: 'number' })
      .notNull()
      .references(() => soft.id, { onDelete: 'cascade' }),
    /** pending, approved, rejected. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    seats: integer('seats'),
    /** Last day of use, inclusive; null: no end. */
    validUntil: date('valid_until', { mode: 'string' }),
    reason: varchar('reason', { length: 200 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    index('soft_grant_enterprise_idx').on(t.enterpriseId, t.createTime.desc()),
    index('soft_grant_soft_idx').on(t.softId, t.status),
    // At most one pending request per enterprise and software.
    uniqueIndex('soft_grant_pending_uq')
      .on(t.enterpriseId, t.softId)
      .where(sql`status = 'pending'`),
  ],
);
