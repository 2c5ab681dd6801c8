import { bigint, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Every table's identity and audit columns (DESIGN §10). */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

export const auditColumns = () => ({
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  createBy: varchar('create_by', { length: 64 }),
  updateBy: varchar('update_by', { length: 64 }),
});
