import { bigint, foreignKey, timestamp, varchar, type PgColumn } from 'drizzle-orm/pg-core';

/** Every table's identity and audit columns (DESIGN §10). */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** A point in time, with its time zone: every *_at column. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

export const auditColumns = () => ({
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  createBy: varchar('create_by', { length: 64 }),
  updateBy: varchar('update_by', { length: 64 }),
});

type Pair = [PgColumn, PgColumn];
/**
 * A reference inside one enterprise: `(enterprise_id, x_id)` must name a row of the same
 * enterprise, so PostgreSQL itself refuses a worker of B in a department of A whatever a query
 * forgot. The `_same_enterprise_fk` suffix is how the error funnel recognises it (pg-errors.ts).
 */
export function sameEnterprise(
  name: string,
  columns: Pair,
  target: Pair,
  onDelete: 'cascade' | 'restrict' | 'set null' = 'restrict',
) {
  return foreignKey({ name: `${name}_same_enterprise_fk`, columns, foreignColumns: target }).onDelete(
    onDelete,
  );
}
