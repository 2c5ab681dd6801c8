import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

import { auditColumns, id } from '../../db/columns.js';
import { enterprise } from '../enterprise/enterprise.table.js';

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
