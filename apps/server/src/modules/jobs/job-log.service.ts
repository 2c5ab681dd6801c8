import type { JobLog, JobLogQuery } from '@coalsim/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { blurryMatch, orderByOf, withinRange } from '../../lib/list-query.js';
import { EXPORT_LIMIT } from '../../lib/xlsx.js';
import { sysJobLog } from './job.table.js';

type JobLogRow = typeof sysJobLog.$inferSelect;

const toJobLog = (row: JobLogRow): JobLog => ({
  id: row.id,
  jobId: row.jobId,
  jobName: row.jobName,
  handler: row.handler,
  params: row.params,
  trigger: row.trigger === 'manual' ? 'manual' : 'schedule',
  username: row.username,
  isSuccess: row.isSuccess,
  result: row.result,
  exceptionDetail: row.exceptionDetail,
  time: row.time,
  createTime: row.createTime.toISOString(),
});

function filtersOf(query: JobLogQuery): SQL | undefined {
  return and(
    query.jobId === undefined ? undefined : eq(sysJobLog.jobId, query.jobId),
    blurryMatch([sysJobLog.jobName], query.blurry),
    query.isSuccess === undefined ? undefined : eq(sysJobLog.isSuccess, query.isSuccess),
    withinRange(sysJobLog.createTime, query.createTime),
  );
}

function orderOf(query: JobLogQuery) {
  const columns = { id: sysJobLog.id, createTime: sysJobLog.createTime, time: sysJobLog.time };
  return orderByOf(query.sort, columns, [desc(sysJobLog.createTime)], sysJobLog.id);
}

/** The runs of every job, or of one (`jobId`), newest first. */
export async function listJobLogs(db: Db, query: JobLogQuery) {
  const where = filtersOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sysJobLog)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(sysJobLog).where(where),
  ]);
  return { content: rows.map(toJobLog), totalElements: total?.n ?? 0 };
}

export async function jobLogsForExport(db: Db, query: JobLogQuery): Promise<JobLog[]> {
  const rows = await db
    .select()
    .from(sysJobLog)
    .where(filtersOf(query))
    .orderBy(...orderOf(query))
    .limit(EXPORT_LIMIT);
  return rows.map(toJobLog);
}
