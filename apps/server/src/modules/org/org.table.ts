import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  unique,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

import { auditColumns, id, sameEnterprise } from '../../db/columns.js';
import { enterpriseId, sysUser } from '../../db/tables/account.table.js';

/** 部门: an enterprise's departments as a tree (`pid` null at the top). */
export const entDept = pgTable(
  'ent_dept',
  {
    id: id(),
    enterpriseId: enterpriseId(),
    pid: bigint('pid', { mode: 'number' }),
    name: varchar('name', { length: 50 }).notNull(),
    sort: integer('sort').notNull().default(999),
    enabled: boolean('enabled').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    // Sibling departments have different names (the import matches departments by name).
    uniqueIndex('ent_dept_sibling_name_uq').on(t.enterpriseId, sql`coalesce(${t.pid}, 0)`, t.name),
    index('ent_dept_pid_idx').on(t.pid),
    unique('ent_dept_enterprise_id_id_uq').on(t.enterpriseId, t.id),
    sameEnterprise('ent_dept_parent', [t.enterpriseId, t.pid], [t.enterpriseId, t.id]),
  ],
);

/** 岗位: the posts an enterprise's staff hold (DESIGN §10 `ent_job`). */
export const entJob = pgTable(
  'ent_job',
  {
    id: id(),
    enterpriseId: enterpriseId(),
    name: varchar('name', { length: 50 }).notNull(),
    sort: integer('sort').notNull().default(999),
    enabled: boolean('enabled').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('ent_job_name_uq').on(t.enterpriseId, t.name),
    unique('ent_job_enterprise_id_id_uq').on(t.enterpriseId, t.id),
  ],
);

/** 员工: an enterprise's staff member, with a type-3 account once one is opened. */
export const entWorker = pgTable(
  'ent_worker',
  {
    id: id(),
    enterpriseId: enterpriseId(),
    userId: bigint('user_id', { mode: 'number' })
      .unique()
      .references((): AnyPgColumn => sysUser.id, { onDelete: 'set null' }),
    /** 工号, unique within the enterprise; the import upserts on it. */
    employeeNo: varchar('employee_no', { length: 32 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    gender: varchar('gender', { length: 2 }),
    phone: varchar('phone', { length: 20 }).notNull(),
    idCard: varchar('id_card', { length: 18 }),
    deptId: bigint('dept_id', { mode: 'number' }),
    jobId: bigint('job_id', { mode: 'number' }),
    /** active (在职) or left (离职). */
    status: varchar('status', { length: 8 }).notNull().default('active'),
    hiredOn: date('hired_on', { mode: 'string' }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('ent_worker_employee_no_uq').on(t.enterpriseId, t.employeeNo),
    // One person is one staff member of an enterprise: a second 工号 for the same ID card is refused.
    uniqueIndex('ent_worker_id_card_uq')
      .on(t.enterpriseId, t.idCard)
      .where(sql`${t.idCard} is not null`),
    index('ent_worker_list_idx').on(t.enterpriseId, t.createTime.desc(), t.id),
    index('ent_worker_dept_idx').on(t.enterpriseId, t.deptId, t.createTime.desc(), t.id),
    index('ent_worker_job_idx').on(t.jobId),
    unique('ent_worker_enterprise_id_id_uq').on(t.enterpriseId, t.id),
    sameEnterprise('ent_worker_dept', [t.enterpriseId, t.deptId], [entDept.enterpriseId, entDept.id]),
    sameEnterprise('ent_worker_job', [t.enterpriseId, t.jobId], [entJob.enterpriseId, entJob.id]),
    index('ent_worker_search_trgm_idx').using(
      'gin',
      sql`(${t.name} || ' ' || ${t.phone} || ' ' || ${t.employeeNo}) gin_trgm_ops`,
    ),
  ],
);
