import { bigint, pgTable, smallint, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';

import { auditColumns, id } from '../../db/columns.js';
import { sysUser } from '../users/user.table.js';

/** A coal enterprise: owns departments, posts, staff, devices, plans and records. */
export const enterprise = pgTable('enterprise', {
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
  /** 0 pending, 1 verified, 2 rejected. */
  verifyStatus: smallint('verify_status').notNull().default(0),
  ownerUserId: bigint('owner_user_id', { mode: 'number' }).references((): AnyPgColumn => sysUser.id, {
    onDelete: 'set null',
  }),
  ...auditColumns(),
});
