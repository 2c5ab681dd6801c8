import type { TrainRecord, TrainRecordQuery, TrainRecordSource } from '@coalsim/contract';
import { desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { soft } from '../../db/tables/soft.table.js';
import type { EnterpriseScope } from '../../lib/enterprise-scope.js';
import { orderByOf } from '../../lib/list-query.js';
import { escapeLike } from '../../lib/sql.js';
import { entWorker } from '../org/org.table.js';
import { trainPlan, trainRecord } from './train.table.js';

const columns = {
  id: trainRecord.id,
  workerId: entWorker.id,
  workerName: entWorker.name,
  employeeNo: entWorker.employeeNo,
  softId: soft.id,
  softName: soft.name,
  planId: trainPlan.id,
  planName: trainPlan.name,
  deviceId: trainRecord.deviceId,
  deviceSerial: trainRecord.deviceSerial,
  startedAt: trainRecord.startedAt,
  endedAt: trainRecord.endedAt,
  durationS: trainRecord.durationS,
  score: trainRecord.score,
  passed: trainRecord.passed,
  source: trainRecord.source,
  flagged: trainRecord.flagged,
  flagReason: trainRecord.flagReason,
  createTime: trainRecord.createTime,
  updateTime: trainRecord.updateTime,
};

/** Records with their trainee, software and plan; the caller adds WHERE, ORDER BY and paging. */
export const selectRecords = (db: Db) =>
  db
    .select(columns)
    .from(trainRecord)
    .innerJoin(entWorker, eq(entWorker.id, trainRecord.workerId))
    .innerJoin(soft, eq(soft.id, trainRecord.softId))
    .leftJoin(trainPlan, eq(trainPlan.id, trainRecord.planId));

type Row = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

export function toRecord(row: Row): TrainRecord {
  return {
    id: row.id,
    worker: { id: row.workerId, name: row.workerName, employeeNo: row.employeeNo },
    soft: { id: row.softId, name: row.softName },
    plan: row.planId !== null && row.planName !== null ? { id: row.planId, name: row.planName } : null,
    deviceId: row.deviceId,
    deviceSerial: row.deviceSerial,
    startedAt: row.startedAt.getTime(),
    endedAt: row.endedAt.getTime(),
    durationS: row.durationS,
    score: row.score,
    passed: row.passed,
    source: row.source as TrainRecordSource,
    flagged: row.flagged,
    flagReason: row.flagReason,
    createTime: row.createTime.toISOString(),
    updateTime: row.updateTime.toISOString(),
  };
}

/** The trainee's name or 工号, matched through the worker's trigram index. */
const traineeMatches = (text: string): SQL =>
  sql`${trainRecord.workerId} in (select id from ent_worker w where w.enterprise_id = ${trainRecord.enterpriseId}
    and (w.name ilike ${`%${escapeLike(text)}%`} or w.employee_no ilike ${`%${escapeLike(text)}%`}))`;

export function recordFilters(scope: EnterpriseScope, query: TrainRecordQuery): SQL {
  return scope.where(
    trainRecord,
    query.blurry ? traineeMatches(query.blurry) : undefined,
    query.workerId ? eq(trainRecord.workerId, query.workerId) : undefined,
    query.softId ? eq(trainRecord.softId, query.softId) : undefined,
    query.planId ? eq(trainRecord.planId, query.planId) : undefined,
    query.source ? eq(trainRecord.source, query.source) : undefined,
    query.passed === undefined ? undefined : eq(trainRecord.passed, query.passed),
    query.from !== undefined ? gte(trainRecord.startedAt, new Date(query.from)) : undefined,
    query.to !== undefined ? lt(trainRecord.startedAt, new Date(query.to)) : undefined,
  );
}

export const recordOrder = (query: TrainRecordQuery) =>
  orderByOf(
    query.sort,
    {
      id: trainRecord.id,
      startedAt: trainRecord.startedAt,
      score: trainRecord.score,
      durationS: trainRecord.durationS,
    },
    [desc(trainRecord.startedAt)],
    trainRecord.id,
  );
