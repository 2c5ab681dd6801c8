import type { Log, LogQuery } from '@coalsim/contract';
import { and, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import { orderByOf, withinRange } from '../../lib/list-query.js';
import { escapeLike } from '../../lib/sql.js';
import { EXPORT_LIMIT } from '../../lib/xlsx.js';
import { sysLog } from './log.table.js';

type LogType = 'INFO' | 'ERROR';

const columns = {
  id: sysLog.id,
  logType: sysLog.logType,
  username: sysLog.username,
  description: sysLog.description,
  method: sysLog.method,
  path: sysLog.path,
  params: sysLog.params,
  requestIp: sysLog.requestIp,
  browser: sysLog.browser,
  time: sysLog.time,
  status: sysLog.status,
  message: sysLog.message,
  requestId: sysLog.requestId,
  createTime: sysLog.createTime,
};

type Row = Omit<Log, 'logType' | 'createTime'> & { logType: string; createTime: Date };

const toLog = (row: Row): Log => ({
  ...row,
  logType: row.logType as LogType,
  createTime: row.createTime.toISOString(),
});

/** The trigram-indexed text that `blurry` searches: who, what and where. */
const searchable = sql`(coalesce(${sysLog.username}, '') || ' ' || ${sysLog.description} || ' ' || ${sysLog.path})`;

function statusFilter(status: string | undefined): SQL | undefined {
  if (!status) return undefined;
  if (status === 'ok') return lt(sysLog.status, 400);
  if (status === 'fail') return gte(sysLog.status, 400);
  return eq(sysLog.status, Number(status));
}

function filtersOf(type: LogType, query: LogQuery): SQL | undefined {
  return and(
    eq(sysLog.logType, type),
    query.blurry ? sql`${searchable} ILIKE ${`%${escapeLike(query.blurry)}%`}` : undefined,
    query.username ? eq(sysLog.username, query.username) : undefined,
    query.path ? ilike(sysLog.path, `%${escapeLike(query.path)}%`) : undefined,
    query.method ? eq(sysLog.method, query.method) : undefined,
    statusFilter(query.status),
    withinRange(sysLog.createTime, query.createTime),
  );
}

function orderOf(query: LogQuery) {
  const sortable = { id: sysLog.id, createTime: sysLog.createTime, time: sysLog.time, status: sysLog.status };
  return orderByOf(query.sort, sortable, [desc(sysLog.createTime)], sysLog.id);
}

export async function listLogs(db: Db, type: LogType, query: LogQuery) {
  const where = filtersOf(type, query);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(sysLog)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(sysLog).where(where),
  ]);
  return { content: rows.map(toLog), totalElements: total?.n ?? 0 };
}

export async function logsForExport(db: Db, type: LogType, query: LogQuery): Promise<Log[]> {
  const rows = await db
    .select(columns)
    .from(sysLog)
    .where(filtersOf(type, query))
    .orderBy(...orderOf(query))
    .limit(EXPORT_LIMIT);
  return rows.map(toLog);
}

/** One's own operations: the rows that name one's user id, whatever their type. */
export async function listOwnLogs(db: Db, userId: number, page: number, size: number) {
  const where = and(eq(sysLog.userId, userId), eq(sysLog.logType, 'INFO'));
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(sysLog)
      .where(where)
      .orderBy(desc(sysLog.createTime), desc(sysLog.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(sysLog).where(where),
  ]);
  return { content: rows.map(toLog), totalElements: total?.n ?? 0 };
}

export async function errorStack(db: Db, id: number) {
  const [row] = await db
    .select({ exception: sysLog.exceptionDetail })
    .from(sysLog)
    .where(and(eq(sysLog.id, id), eq(sysLog.logType, 'ERROR')));
  if (!row) throw notFound('异常日志不存在');
  return { exception: row.exception ?? '' };
}
