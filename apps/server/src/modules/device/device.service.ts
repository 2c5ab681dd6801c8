import type {
  AdminDevice,
  AdminDeviceQuery,
  Device,
  DeviceCreate,
  DeviceEvent,
  DeviceQuery,
  DeviceUpdate,
} from '@coalsim/contract';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { enterprise } from '../../db/tables/account.table.js';
import type { EnterpriseScope } from '../../lib/enterprise-scope.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { blurryMatch, orderByOf } from '../../lib/list-query.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { sameVersion } from '../../lib/sql.js';
import { EXPORT_LIMIT } from '../../lib/xlsx.js';
import type { Principal } from '../auth/current-user.js';
import { dictDetailsOf } from '../dict/dict.service.js';
import { deviceStatusSql, statusFilter } from './device-status.js';
import { device, deviceEvent } from './device.table.js';

export const DEVICE_NOT_FOUND = '设备不存在或已被删除，请刷新后重试';
export const STALE_DEVICE = '设备信息已被他人修改，请刷新后再保存';
/** Serials are unique per enterprise (device.table.ts): this names the enterprise's own device only. */
export const serialTaken = (serial: string) =>
  `本企业已登记序列号为“${serial}”的设备：请核对设备铭牌上的序列号，或在列表中编辑已登记的那台设备`;

const columns = {
  id: device.id,
  name: device.name,
  type: device.type,
  serial: device.serial,
  ip: device.ip,
  location: device.location,
  room: device.room,
  status: deviceStatusSql,
  lastSeen: device.lastSeen,
  enrolled: sql<boolean>`${device.secretSha256} is not null`,
  agentVersion: device.agentVersion,
  softVersion: device.softVersion,
  createTime: device.createTime,
  updateTime: device.updateTime,
};

type Row = Omit<Device, 'lastSeen' | 'createTime' | 'updateTime'> & {
  lastSeen: Date | null;
  createTime: Date;
  updateTime: Date;
};

const toDevice = (row: Row): Device => ({
  ...row,
  lastSeen: row.lastSeen?.toISOString() ?? null,
  createTime: row.createTime.toISOString(),
  updateTime: row.updateTime.toISOString(),
});

function filtersOf(query: DeviceQuery): (SQL | undefined)[] {
  return [
    blurryMatch([device.name, device.serial, device.ip, device.location, device.room], query.blurry),
    query.type ? eq(device.type, query.type) : undefined,
    query.room ? eq(device.room, query.room) : undefined,
    statusFilter(query.status),
  ];
}

const orderOf = (query: DeviceQuery) =>
  orderByOf(
    query.sort,
    {
      id: device.id,
      name: device.name,
      serial: device.serial,
      lastSeen: device.lastSeen,
      createTime: device.createTime,
    },
    [desc(device.id)],
    device.id,
  );

export async function listDevices(db: Db, scope: EnterpriseScope, query: DeviceQuery) {
  const where = scope.where(device, ...filtersOf(query));
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(device)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(device).where(where),
  ]);
  return { content: rows.map(toDevice), totalElements: total?.n ?? 0 };
}

/** The export: the list's filters and order, up to the export limit. */
export const allPages = <Q extends DeviceQuery>(query: Q): Q => ({ ...query, page: 0, size: EXPORT_LIMIT });

/** The back office's list: every enterprise's devices, with whose they are. */
export async function listAllDevices(db: Db, query: AdminDeviceQuery) {
  const where = and(
    ...filtersOf(query),
    query.enterpriseId ? eq(device.enterpriseId, query.enterpriseId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...columns, enterpriseId: enterprise.id, enterpriseName: enterprise.name })
      .from(device)
      .innerJoin(enterprise, eq(enterprise.id, device.enterpriseId))
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(device).where(where),
  ]);
  const content: AdminDevice[] = rows.map(({ enterpriseId, enterpriseName, ...row }) => ({
    ...toDevice(row),
    enterprise: { id: enterpriseId, name: enterpriseName },
  }));
  return { content, totalElements: total?.n ?? 0 };
}

export async function getDevice(db: Db, scope: EnterpriseScope, id: number): Promise<Device> {
  const [row] = await db
    .select(columns)
    .from(device)
    .where(scope.where(device, eq(device.id, id)));
  if (!row) throw notFound(DEVICE_NOT_FOUND);
  return toDevice(row);
}

export const UNKNOWN_TYPE = '设备类型不正确：请从下拉列表中选择（字典“设备类型” device_type 中的值）';

/** `device_type`'s label for each value: the list shows and the export writes labels. */
export async function deviceTypeLabels(db: Db): Promise<(value: string) => string> {
  const labels = new Map((await dictDetailsOf(db, 'device_type')).map((d) => [d.value, d.label]));
  return (value) => labels.get(value) ?? value;
}

async function ensureKnownType(db: Db, type: string) {
  const known = (await dictDetailsOf(db, 'device_type')).some((d) => d.value === type);
  if (!known) throw badRequest(UNKNOWN_TYPE, { type: [UNKNOWN_TYPE] });
}

function refusalOf(err: unknown, serial: string): unknown {
  return isUniqueViolation(err, 'device_enterprise_serial_uq')
    ? conflict(serialTaken(serial), { serial: [serialTaken(serial)] })
    : err;
}

export async function createDevice(db: Db, scope: EnterpriseScope, principal: Principal, body: DeviceCreate) {
  await ensureKnownType(db, body.type);
  try {
    const [row] = await db
      .insert(device)
      .values(scope.stamp({ ...body, createBy: principal.username, updateBy: principal.username }))
      .returning({ id: device.id });
    return await getDevice(db, scope, row!.id);
  } catch (err) {
    throw refusalOf(err, body.serial);
  }
}

export async function updateDevice(db: Db, scope: EnterpriseScope, principal: Principal, body: DeviceUpdate) {
  const { id, updateTime, ...fields } = body;
  await getDevice(db, scope, id);
  await ensureKnownType(db, fields.type);
  try {
    const [saved] = await db
      .update(device)
      .set({ ...fields, updateBy: principal.username, updateTime: sql`now()` })
      .where(scope.where(device, eq(device.id, id), sameVersion(device.updateTime, updateTime)))
      .returning({ id: device.id });
    if (!saved) throw conflict(STALE_DEVICE);
  } catch (err) {
    throw refusalOf(err, fields.serial);
  }
  return getDevice(db, scope, id);
}

/** All or nothing; the devices' commands and history go with them (their agents get 401). */
export async function deleteDevices(db: Db, scope: EnterpriseScope, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(device)
      .where(scope.where(device, inArray(device.id, wanted)))
      .returning({ id: device.id });
    if (removed.length !== wanted.length) throw notFound(DEVICE_NOT_FOUND);
  });
}

export async function listDeviceEvents(db: Db, scope: EnterpriseScope, id: number): Promise<DeviceEvent[]> {
  await getDevice(db, scope, id);
  const rows = await db
    .select({ kind: deviceEvent.kind, at: deviceEvent.at })
    .from(deviceEvent)
    .where(eq(deviceEvent.deviceId, id))
    .orderBy(desc(deviceEvent.at), desc(deviceEvent.id))
    .limit(100);
  return rows.map((r) => ({ kind: r.kind as DeviceEvent['kind'], at: r.at.toISOString() }));
}
