import type {
  AdminCommandQuery,
  AdminDeviceCommand,
  CommandEvent,
  CommandQuery,
  DeviceCommand,
} from '@coalsim/contract';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { enterprise } from '../../db/tables/account.table.js';
import { soft } from '../../db/tables/soft.table.js';
import type { EnterpriseScope } from '../../lib/enterprise-scope.js';
import { blurryMatch, withinRange } from '../../lib/list-query.js';
import { entWorker } from '../org/org.table.js';
import { uploadsOfCommands } from '../train/launch-upload.js';
import { device, deviceCommand, deviceCommandEvent, deployPackage } from './device.table.js';

const argId = (key: string) => sql`(${deviceCommand.args} ->> ${key})::bigint`;

const columns = {
  id: deviceCommand.id,
  deviceId: device.id,
  deviceName: device.name,
  deviceSerial: device.serial,
  command: deviceCommand.command,
  softId: soft.id,
  softName: soft.name,
  workerId: entWorker.id,
  workerName: entWorker.name,
  packageId: deployPackage.id,
  packageVersion: deployPackage.version,
  status: deviceCommand.status,
  attempts: deviceCommand.attempts,
  createdBy: deviceCommand.createBy,
  createTime: deviceCommand.createTime,
  expiresAt: deviceCommand.expiresAt,
  finishedAt: deviceCommand.finishedAt,
  detail: deviceCommand.detail,
  enterpriseId: enterprise.id,
  enterpriseName: enterprise.name,
};

function baseQuery(db: Db) {
  return db
    .select(columns)
    .from(deviceCommand)
    .innerJoin(device, eq(device.id, deviceCommand.deviceId))
    .innerJoin(enterprise, eq(enterprise.id, deviceCommand.enterpriseId))
    .leftJoin(deployPackage, eq(deployPackage.id, argId('packageId')))
    .leftJoin(soft, eq(soft.id, sql`coalesce(${argId('softId')}, ${deployPackage.softId})`))
    .leftJoin(entWorker, eq(entWorker.id, argId('workerId')));
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

async function withEvents(db: Db, rows: Row[]): Promise<AdminDeviceCommand[]> {
  const ids = rows.map((r) => r.id);
  const events =
    ids.length === 0
      ? []
      : await db
          .select({
            commandId: deviceCommandEvent.commandId,
            status: deviceCommandEvent.status,
            at: deviceCommandEvent.at,
            detail: deviceCommandEvent.detail,
          })
          .from(deviceCommandEvent)
          .where(inArray(deviceCommandEvent.commandId, ids))
          .orderBy(asc(deviceCommandEvent.id));
  const uploads = await uploadsOfCommands(db, ids);
  const byCommand = new Map<number, CommandEvent[]>();
  for (const e of events) {
    const list = byCommand.get(e.commandId) ?? [];
    list.push({ status: e.status as CommandEvent['status'], at: e.at.toISOString(), detail: e.detail });
    byCommand.set(e.commandId, list);
  }
  return rows.map((r) => ({
    id: r.id,
    device: { id: r.deviceId, name: r.deviceName, serial: r.deviceSerial },
    command: r.command as DeviceCommand['command'],
    soft: r.softId === null ? null : { id: r.softId, name: r.softName ?? '' },
    worker: r.workerId === null ? null : { id: r.workerId, name: r.workerName ?? '' },
    package: r.packageId === null ? null : { id: r.packageId, version: r.packageVersion ?? '' },
    status: r.status as DeviceCommand['status'],
    attempts: r.attempts,
    createdBy: r.createdBy ?? '',
    createTime: r.createTime.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    detail: r.detail,
    events: byCommand.get(r.id) ?? [],
    upload: uploads.get(r.id) ?? null,
    enterprise: { id: r.enterpriseId, name: r.enterpriseName },
  }));
}

function filtersOf(query: CommandQuery): (SQL | undefined)[] {
  return [
    query.deviceId ? eq(deviceCommand.deviceId, query.deviceId) : undefined,
    query.command ? eq(deviceCommand.command, query.command) : undefined,
    query.status ? eq(deviceCommand.status, query.status) : undefined,
    blurryMatch([device.name, device.serial], query.blurry),
    withinRange(deviceCommand.createTime, query.createTime),
  ];
}

async function page(db: Db, where: SQL | undefined, query: CommandQuery) {
  const [rows, [total]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(query.sort[0]?.direction === 'asc' ? asc(deviceCommand.id) : desc(deviceCommand.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({ n: count() })
      .from(deviceCommand)
      .innerJoin(device, eq(device.id, deviceCommand.deviceId))
      .where(where),
  ]);
  return { content: await withEvents(db, rows), totalElements: total?.n ?? 0 };
}

/** The enterprise's own view of a command: whose it is goes without saying. */
export const withoutEnterprise = ({ enterprise: _, ...command }: AdminDeviceCommand): DeviceCommand =>
  command;

/** 指令记录: the enterprise's commands, newest first, each with its transitions. */
export async function listCommands(db: Db, scope: EnterpriseScope, query: CommandQuery) {
  const result = await page(db, scope.where(deviceCommand, ...filtersOf(query)), query);
  return { ...result, content: result.content.map(withoutEnterprise) };
}

/** The back office's list: every enterprise's commands. */
export const listAllCommands = (db: Db, query: AdminCommandQuery) =>
  page(
    db,
    and(
      ...filtersOf(query),
      query.enterpriseId ? eq(deviceCommand.enterpriseId, query.enterpriseId) : undefined,
    ),
    query,
  );

/** These commands as listed (in the order of the ids). */
export async function commandsByIds(db: Db, ids: number[]): Promise<AdminDeviceCommand[]> {
  if (ids.length === 0) return [];
  const rows = await baseQuery(db).where(inArray(deviceCommand.id, ids)).orderBy(asc(deviceCommand.id));
  return withEvents(db, rows);
}

export const scopedCommandsByIds = async (db: Db, ids: number[]) =>
  (await commandsByIds(db, ids)).map(withoutEnterprise);
