import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { at, auditColumns, id, sameEnterprise } from '../../db/columns.js';
import { enterpriseId } from '../../db/tables/account.table.js';
import { soft } from '../../db/tables/soft.table.js';
import { softAccess } from '../access/access.table.js';
import { entWorker } from '../org/org.table.js';

const score = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

/**
 * 培训计划. `status` is stored as draft or published; "finished" is a published plan past its
 * end, computed when read so that no job has to flip it. The selection (departments, posts,
 * workers) is kept as chosen; the trainees are frozen into train_plan_worker on publishing.
 */
export const trainPlan = pgTable(
  'train_plan',
  {
    id: id(),
    enterpriseId: enterpriseId(),
    name: varchar('name', { length: 100 }).notNull(),
    softId: bigint('soft_id', { mode: 'number' })
      .notNull()
      .references(() => soft.id),
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
    requiredHours: numeric('required_hours', { precision: 6, scale: 1, mode: 'number' }).notNull(),
    passScore: score('pass_score').notNull(),
    validMonths: integer('valid_months'),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    deptIds: bigint('dept_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    jobIds: bigint('job_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    workerIds: bigint('worker_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    publishedAt: at('published_at'),
    ...auditColumns(),
  },
  (t) => [
    index('train_plan_list_idx').on(t.enterpriseId, t.createTime.desc(), t.id),
    index('train_plan_soft_idx').on(t.softId),
    unique('train_plan_enterprise_id_id_uq').on(t.enterpriseId, t.id),
  ],
);

/** A published plan's frozen trainee, with progress kept up to date as records arrive. */
export const trainPlanWorker = pgTable(
  'train_plan_worker',
  {
    id: id(),
    enterpriseId: enterpriseId(),
    planId: bigint('plan_id', { mode: 'number' }).notNull(),
    workerId: bigint('worker_id', { mode: 'number' }).notNull(),
    /** Counted (plausible) seconds of the plan's records. */
    secondsDone: integer('seconds_done').notNull().default(0),
    bestScore: score('best_score'),
    records: integer('records').notNull().default(0),
    completedAt: at('completed_at'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('train_plan_worker_uq').on(t.planId, t.workerId),
    index('train_plan_worker_worker_idx').on(t.workerId),
    sameEnterprise(
      'train_plan_worker_plan',
      [t.enterpriseId, t.planId],
      [trainPlan.enterpriseId, trainPlan.id],
      'cascade',
    ),
    sameEnterprise(
      'train_plan_worker_worker',
      [t.enterpriseId, t.workerId],
      [entWorker.enterpriseId, entWorker.id],
      'cascade',
    ),
  ],
);

/**
 * 培训记录, entered by hand or reported by the software through the open API. Reported rows keep
 * their application and `origin_id` (idempotency) and the hash of what was sent (a different body
 * under the same origin is refused). Flagged rows are kept but never count.
 */
export const trainRecord = pgTable(
  'train_record',
  {
    id: id(),
    enterpriseId: enterpriseId(),
    planId: bigint('plan_id', { mode: 'number' }),
    workerId: bigint('worker_id', { mode: 'number' }).notNull(),
    softId: bigint('soft_id', { mode: 'number' })
      .notNull()
      .references(() => soft.id, { onDelete: 'restrict' }),
    /** The device (a later issue's table); the serial as reported until then. */
    deviceId: bigint('device_id', { mode: 'number' }),
    deviceSerial: varchar('device_serial', { length: 64 }),
    startedAt: at('started_at').notNull(),
    endedAt: at('ended_at').notNull(),
    durationS: integer('duration_s').notNull(),
    score: score('score').notNull(),
    passed: boolean('passed').notNull(),
    /** 1 done, 2 not done (the software's word; manual records are done). */
    status: smallint('status').notNull().default(1),
    source: varchar('source', { length: 8 }).notNull(),
    flagged: boolean('flagged').notNull().default(false),
    flagReason: varchar('flag_reason', { length: 200 }),
    accessId: bigint('access_id', { mode: 'number' }).references(() => softAccess.id, {
      onDelete: 'set null',
    }),
    originId: varchar('origin_id', { length: 64 }),
    bodySha256: varchar('body_sha256', { length: 64 }),
    steps: jsonb('steps'),
    /**
     * Reported through the ilab-x door: the launch it came from (启动记录 counts its sessions). Its
     * key, (enterprise_id, launch_id) → train_launch with ON DELETE SET NULL (launch_id), is written
     * by hand in migration 0021, as train_launch.device_id's is.
     */
    launchId: bigint('launch_id', { mode: 'number' }),
    ...auditColumns(),
  },
  (t) => [
    index('train_record_launch_idx')
      .on(t.launchId)
      .where(sql`launch_id is not null`),
    index('train_record_list_idx').on(t.enterpriseId, t.startedAt.desc(), t.id),
    index('train_record_worker_idx').on(t.workerId, t.startedAt.desc()),
    index('train_record_plan_idx').on(t.planId, t.workerId),
    uniqueIndex('train_record_origin_uq')
      .on(t.accessId, t.originId)
      .where(sql`origin_id is not null`),
    // Deleting a plan keeps its records: the migration writes ON DELETE SET NULL (plan_id), which
    // drizzle cannot express; a plain SET NULL would null enterprise_id too and fail.
    sameEnterprise(
      'train_record_plan',
      [t.enterpriseId, t.planId],
      [trainPlan.enterpriseId, trainPlan.id],
      'set null',
    ),
    sameEnterprise(
      'train_record_worker',
      [t.enterpriseId, t.workerId],
      [entWorker.enterpriseId, entWorker.id],
    ),
  ],
);

/** A certificate: issued when a trainee completes a plan; its code is checked publicly. */
export const trainCert = pgTable(
  'train_cert',
  {
    id: id(),
    enterpriseId: enterpriseId(),
    planId: bigint('plan_id', { mode: 'number' }).notNull(),
    workerId: bigint('worker_id', { mode: 'number' }).notNull(),
    code: varchar('code', { length: 12 }).notNull(),
    issuedAt: at('issued_at').notNull().defaultNow(),
    expiresAt: at('expires_at'),
    /** Set by the reminder job when the certificate is within 30 days of its end. */
    expiryFlaggedAt: at('expiry_flagged_at'),
    /** 撤销证书: withdrawn by the enterprise, with its reason (kept for the enterprise). */
    revokedAt: at('revoked_at'),
    revokeReason: varchar('revoke_reason', { length: 200 }),
    /** The theory exam's best score when the plan names an exam (the practical is the plan's best). */
    theoryScore: score('theory_score'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('train_cert_code_uq').on(t.code),
    uniqueIndex('train_cert_plan_worker_uq').on(t.planId, t.workerId),
    index('train_cert_enterprise_idx').on(t.enterpriseId, t.workerId),
    index('train_cert_expiry_idx')
      .on(t.expiresAt)
      .where(sql`expires_at is not null and expiry_flagged_at is null`),
    sameEnterprise(
      'train_cert_plan',
      [t.enterpriseId, t.planId],
      [trainPlan.enterpriseId, trainPlan.id],
      'cascade',
    ),
    sameEnterprise(
      'train_cert_worker',
      [t.enterpriseId, t.workerId],
      [entWorker.enterpriseId, entWorker.id],
      'cascade',
    ),
  ],
);

/**
 * Counted training per enterprise, day and software, kept in the same transaction as the records
 * it sums: /stats reads a year from at most 366 rows per software instead of every record.
 */
export const trainStatDaily = pgTable(
  'train_stat_daily',
  {
    id: id(),
    enterpriseId: enterpriseId(),
    day: date('day', { mode: 'string' }).notNull(),
    softId: bigint('soft_id', { mode: 'number' })
      .notNull()
      .references(() => soft.id, { onDelete: 'cascade' }),
    records: integer('records').notNull().default(0),
    passed: integer('passed').notNull().default(0),
    seconds: bigint('seconds', { mode: 'number' }).notNull().default(0),
    ...auditColumns(),
  },
  // The migration adds INCLUDE (records, passed, seconds), which drizzle cannot express: /stats
  // then reads a year from the index alone (bench: 561 heap pages → none).
  (t) => [uniqueIndex('train_stat_daily_uq').on(t.enterpriseId, t.day, t.softId)],
);
