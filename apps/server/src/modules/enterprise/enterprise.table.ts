import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

import { auditColumns, id } from '../../db/columns.js';
import { sysUser } from '../users/user.table.js';

/** A coal enterprise: owns departments, posts, staff, devices, plans and records. */
export const enterprise = pgTable(
  'enterprise',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    /** 18-character unified social credit code. */
    creditCode: varchar('credit_code', { length: 18 }).notNull().unique(),
    /** Value of dictionary `enterprise_type`. */
    type: varchar('type', { length: 32 }),
    province: varchar('province', { length: 32 }),
    city: varchar('city', { length: 32 }),
    address: varchar('address', { length: 200 }),
    contact: varchar('contact', { length: 50 }),
    phone: varchar('phone', { length: 20 }),
    /** Stored name of the logo picture (storage service), served at /file/<name>. */
    logo: varchar('logo', { length: 64 }),
    introduction: text('introduction'),
    /** pending, verified or rejected (the contract's ENTERPRISE_STATUSES). */
    status: varchar('verify_status', { length: 16 }).notNull().default('pending'),
    rejectReason: varchar('reject_reason', { length: 200 }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: varchar('verified_by', { length: 64 }),
    /** A disabled enterprise's accounts cannot sign in. */
    enabled: boolean('enabled').notNull().default(true),
    ownerUserId: bigint('owner_user_id', { mode: 'number' }).references((): AnyPgColumn => sysUser.id, {
      onDelete: 'set null',
    }),
    ...auditColumns(),
  },
  (t) => [
    index('enterprise_status_idx').on(t.status, t.createTime.desc(), t.id),
    index('enterprise_create_time_idx').on(t.createTime.desc(), t.id),
    index('enterprise_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);
