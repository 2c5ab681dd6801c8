import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

import { auditColumns, id } from '../columns.js';

// Accounts and enterprises reference each other (an account's enterprise, an enterprise's owner),
// so they share one file, below the modules: the roles, org and soft tables point at them, while
// the users and enterprise modules' services use roles and org.

export const sysUser = pgTable(
  'sys_user',
  {
    id: id(),
    username: varchar('username', { length: 64 }).notNull(),
    nickName: varchar('nick_name', { length: 64 }).notNull(),
    /** argon2id; never leaves the server. */
    passwordHash: varchar('password_hash', { length: 255 }).notNull(),
    /** Account type: 1 platform staff, 2 enterprise user, 3 individual user. */
    role: smallint('role').notNull(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).references((): AnyPgColumn => enterprise.id, {
      onDelete: 'set null',
    }),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 20 }),
    gender: varchar('gender', { length: 4 }),
    avatarName: varchar('avatar_name', { length: 128 }),
    enabled: boolean('enabled').notNull().default(true),
    isAdmin: boolean('is_admin').notNull().default(false),
    pwdResetTime: timestamp('pwd_reset_time', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    index('sys_user_enterprise_idx').on(t.enterpriseId),
    // `WORKER` and `worker` are one account: unique and looked up regardless of case.
    uniqueIndex('sys_user_username_lower_uq').on(sql`lower(${t.username})`),
  ],
);

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

/** The enterprise a row belongs to; the row goes when the enterprise does. */
export const enterpriseId = () =>
  bigint('enterprise_id', { mode: 'number' })
    .notNull()
    .references((): AnyPgColumn => enterprise.id, { onDelete: 'cascade' });
