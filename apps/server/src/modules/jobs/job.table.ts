import { bigint, boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

import { auditColumns, id } from '../../db/columns.js';

/** 定时任务: a registered handler (JOB_HANDLERS) on a cron; the runner schedules each enabled one. */
export const sysJob = pgTable('sys_job', {
  id: id(),
  jobName: varchar('job_name', { length: 50 }).notNull().unique(),
  handler: varchar('handler', { length: 50 }).notNull(),
  /** The handler's parameters as JSON text, checked against its schema. */
  params: varchar('params', { length: 2000 }),
  cronExpression: varchar('cron_expression', { length: 100 }).notNull(),
  isPause: boolean('is_pause').notNull().default(false),
  description: varchar('description', { length: 250 }),
  ...auditColumns(),
});

/** One run of a job. No foreign key: the history outlives a deleted job. */
export const sysJobLog = pgTable(
  'sys_job_log',
  {
    id: id(),
    jobId: bigint('job_id', { mode: 'number' }),
    jobName: varchar('job_name', { length: 50 }).notNull(),
    handler: varchar('handler', { length: 50 }).notNull(),
    params: varchar('params', { length: 2000 }),
    trigger: varchar('trigger', { length: 10 }).notNull(),
    username: varchar('username', { length: 64 }),
    isSuccess: boolean('is_success').notNull(),
    result: varchar('result', { length: 500 }),
    exceptionDetail: text('exception_detail'),
    time: integer('time').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sys_job_log_job_time_idx').on(t.jobId, t.createTime.desc()),
    index('sys_job_log_time_idx').on(t.createTime.desc(), t.id),
  ],
);
