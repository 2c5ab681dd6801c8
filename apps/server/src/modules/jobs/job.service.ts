import type { Job, JobCreate, JobHandlerName, JobQuery, JobUpdate } from '@coalsim/contract';
import { and, asc, count, desc, eq, inArray, ne, not, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { blurryMatch, orderByOf } from '../../lib/list-query.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { EXPORT_LIMIT } from '../../lib/xlsx.js';
import type { Principal } from '../auth/current-user.js';
import { assertCron, nextRunOf } from './cron.js';
import { JOB_NAME_TAKEN, JOB_NOT_FOUND } from './job-messages.js';
import { sysJob, sysJobLog } from './job.table.js';

type JobRow = typeof sysJob.$inferSelect;
type LastRun = { createTime: Date; isSuccess: boolean };

/** Due next by its cron, in China time; none while paused (or for a cron edited into nonsense). */
function nextRunAt(row: JobRow, now: Date): string | null {
  if (row.isPause) return null;
  try {
    return nextRunOf(row.cronExpression, now).toISOString();
  } catch {
    return null;
  }
}

const toJob = (row: JobRow, last: LastRun | undefined, now = new Date()): Job => ({
  id: row.id,
  jobName: row.jobName,
  handler: row.handler as JobHandlerName,
  params: row.params,
  cronExpression: row.cronExpression,
  isPause: row.isPause,
  description: row.description,
  nextRunAt: nextRunAt(row, now),
  lastRunAt: last ? last.createTime.toISOString() : null,
  lastSuccess: last ? last.isSuccess : null,
  createTime: row.createTime.toISOString(),
  updateTime: row.updateTime.toISOString(),
});

/** The latest history row of each job: one index range per job (job_id, create_time desc). */
async function lastRuns(db: Db, ids: number[]): Promise<Map<number, LastRun>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([sysJobLog.jobId], {
      jobId: sysJobLog.jobId,
      createTime: sysJobLog.createTime,
      isSuccess: sysJobLog.isSuccess,
    })
    .from(sysJobLog)
    .where(inArray(sysJobLog.jobId, ids))
    .orderBy(sysJobLog.jobId, desc(sysJobLog.createTime), desc(sysJobLog.id));
  return new Map(rows.map((r) => [r.jobId!, r]));
}

async function withLastRuns(db: Db, rows: JobRow[]): Promise<Job[]> {
  const last = await lastRuns(
    db,
    rows.map((r) => r.id),
  );
  const now = new Date();
  return rows.map((row) => toJob(row, last.get(row.id), now));
}

function filtersOf(query: JobQuery): SQL | undefined {
  return and(
    blurryMatch([sysJob.jobName, sysJob.description], query.blurry),
    query.isPause === undefined ? undefined : eq(sysJob.isPause, query.isPause),
  );
}

function orderOf(query: JobQuery) {
  const columns = { id: sysJob.id, jobName: sysJob.jobName, createTime: sysJob.createTime };
  // Oldest first: the system's own jobs, then the ones added later.
  return orderByOf(query.sort, columns, [asc(sysJob.id)], sysJob.id);
}

export async function listJobs(db: Db, query: JobQuery) {
  const where = filtersOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sysJob)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(sysJob).where(where),
  ]);
  return { content: await withLastRuns(db, rows), totalElements: total?.n ?? 0 };
}

export async function jobsForExport(db: Db, query: JobQuery): Promise<Job[]> {
  const rows = await db
    .select()
    .from(sysJob)
    .where(filtersOf(query))
    .orderBy(...orderOf(query))
    .limit(EXPORT_LIMIT);
  return withLastRuns(db, rows);
}

export async function getJob(db: Db, id: number): Promise<Job> {
  const [row] = await db.select().from(sysJob).where(eq(sysJob.id, id));
  if (!row) throw notFound(JOB_NOT_FOUND);
  return (await withLastRuns(db, [row]))[0]!;
}

async function assertNameFree(db: Db, jobName: string, exceptId?: number) {
  const [row] = await db
    .select({ id: sysJob.id })
    .from(sysJob)
    .where(and(eq(sysJob.jobName, jobName), exceptId === undefined ? undefined : ne(sysJob.id, exceptId)));
  if (row) throw conflict(JOB_NAME_TAKEN, { jobName: [JOB_NAME_TAKEN] });
}

/** Two writers raced past the check above: the unique index has the last word. */
function uniqueToConflict(err: unknown): never {
  if (isUniqueViolation(err, 'sys_job_job_name_unique')) {
    throw conflict(JOB_NAME_TAKEN, { jobName: [JOB_NAME_TAKEN] });
  }
  throw err;
}

/** The columns a body sets; empty parameters are stored as none, an absent isPause is kept. */
function fieldsOf(body: JobCreate | JobUpdate) {
  return {
    jobName: body.jobName,
    handler: body.handler,
    params: body.params ? body.params : null,
    cronExpression: body.cronExpression,
    isPause: body.isPause,
    description: body.description ?? null,
  };
}

export async function createJob(db: Db, principal: Principal, body: JobCreate): Promise<Job> {
  assertCron(body.cronExpression);
  await assertNameFree(db, body.jobName);
  try {
    const [row] = await db
      .insert(sysJob)
      .values({ ...fieldsOf(body), createBy: principal.username, updateBy: principal.username })
      .returning();
    return toJob(row!, undefined);
  } catch (err) {
    uniqueToConflict(err);
  }
}

export async function updateJob(db: Db, principal: Principal, body: JobUpdate): Promise<Job> {
  assertCron(body.cronExpression);
  await assertNameFree(db, body.jobName, body.id);
  let row: JobRow | undefined;
  try {
    [row] = await db
      .update(sysJob)
      .set({ ...fieldsOf(body), updateBy: principal.username, updateTime: sql`now()` })
      .where(eq(sysJob.id, body.id))
      .returning();
  } catch (err) {
    uniqueToConflict(err);
  }
  if (!row) throw notFound(JOB_NOT_FOUND);
  return (await withLastRuns(db, [row]))[0]!;
}

/** 暂停 / 恢复: one statement, so two clicks at once give two flips, never a lost one. */
export async function togglePause(db: Db, principal: Principal, id: number): Promise<Job> {
  const [row] = await db
    .update(sysJob)
    .set({ isPause: not(sysJob.isPause), updateBy: principal.username, updateTime: sql`now()` })
    .where(eq(sysJob.id, id))
    .returning();
  if (!row) throw notFound(JOB_NOT_FOUND);
  return (await withLastRuns(db, [row]))[0]!;
}

/** Their history stays (sys_job_log has no foreign key), under the name they had. */
export async function deleteJobs(db: Db, ids: number[]): Promise<void> {
  await db.delete(sysJob).where(inArray(sysJob.id, ids));
}
