import {
  COMMAND_TTL_SECONDS,
  COMMANDS_PER_DEVICE_PER_MINUTE,
  type CommandCreate,
  type DeviceCommand,
} from '@coalsim/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import type { EnterpriseScope } from '../../lib/enterprise-scope.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.js';
import type { Principal } from '../auth/current-user.js';
import { entWorker } from '../org/org.table.js';
import { canUseSoft } from '../train/train-rules.js';
import { commandsByIds, scopedCommandsByIds } from './command-list.js';
import { DEVICE_NOT_FOUND } from './device.service.js';
import { device, deviceCommand, deviceCommandEvent, deployPackage } from './device.table.js';

export const SOFT_NOT_USABLE =
  '贵企业尚未获得该软件的使用授权，不能在设备上启动或更新它；请先在“我的接入”申请使用';
export const PACKAGE_NOT_FOUND = '部署包不存在、已被删除，或不属于贵企业可使用的软件；请刷新后重新选择';
export const WORKER_NOT_READY =
  '该员工不存在、已离职或尚未开通账号；请先在“员工管理”中为其开通账号，培训成绩才能记到他名下';
export const COMMAND_NOT_FOUND = '指令不存在，请刷新后重试';
export const NOT_CANCELLABLE = '指令已下发到设备或已经结束，不能再取消';
const tooOften = (name: string) =>
  `设备“${name}”一分钟内已收到 ${COMMANDS_PER_DEVICE_PER_MINUTE} 条指令，请稍候再试`;

/** The arguments hold ids only, each checked against what the enterprise may use. */
async function checkedArgs(db: Db, scope: EnterpriseScope, body: CommandCreate) {
  if (body.command === 'launch') {
    if (!(await canUseSoft(db, scope, body.args.softId))) throw new HttpError(403, SOFT_NOT_USABLE);
    const workerId = body.args.workerId ?? null;
    if (workerId !== null) {
      const [worker] = await db
        .select({ userId: entWorker.userId, status: entWorker.status })
        .from(entWorker)
        .where(scope.where(entWorker, eq(entWorker.id, workerId)));
      if (!worker || worker.userId === null || worker.status !== 'active') {
        throw badRequest(WORKER_NOT_READY, { workerId: [WORKER_NOT_READY] });
      }
    }
    return { softId: body.args.softId, workerId };
  }
  if (body.command === 'update') {
    const [pkg] = await db
      .select({ softId: deployPackage.softId })
      .from(deployPackage)
      .where(eq(deployPackage.id, body.args.packageId));
    if (!pkg || !(await canUseSoft(db, scope, pkg.softId))) throw notFound(PACKAGE_NOT_FOUND);
    return { packageId: body.args.packageId };
  }
  if (body.command === 'stop') {
    const softId = body.args.softId ?? null;
    if (softId !== null && !(await canUseSoft(db, scope, softId))) throw new HttpError(403, SOFT_NOT_USABLE);
    return { softId };
  }
  return {};
}

/**
 * One queued command per chosen device, with its first transition, in one transaction; the
 * devices are locked meanwhile so that the per-device limit holds under concurrent sends. The
 * waiting agents are woken by the caller once this has committed.
 */
export async function createCommands(
  db: Db,
  scope: EnterpriseScope,
  principal: Principal,
  body: CommandCreate,
): Promise<{ commands: DeviceCommand[]; deviceIds: number[] }> {
  const deviceIds = [...new Set(body.deviceIds)];
  const args = await checkedArgs(db, scope, body);
  const ids = await db.transaction(async (tx) => {
    const devices = await tx
      .select({ id: device.id, name: device.name })
      .from(device)
      .where(scope.where(device, inArray(device.id, deviceIds)))
      .orderBy(device.id)
      .for('update');
    if (devices.length !== deviceIds.length) throw notFound(DEVICE_NOT_FOUND);
    const recent = await tx
      .select({ deviceId: deviceCommand.deviceId, n: sql<number>`count(*)::int` })
      .from(deviceCommand)
      .where(
        and(
          inArray(deviceCommand.deviceId, deviceIds),
          sql`${deviceCommand.createTime} > now() - interval '1 minute'`,
        ),
      )
      .groupBy(deviceCommand.deviceId);
    const busy = recent.find((r) => r.n >= COMMANDS_PER_DEVICE_PER_MINUTE);
    if (busy) throw new HttpError(429, tooOften(devices.find((d) => d.id === busy.deviceId)?.name ?? ''));
    const inserted = await tx
      .insert(deviceCommand)
      .values(
        deviceIds.map((deviceId) =>
          scope.stamp({
            deviceId,
            command: body.command,
            args,
            expiresAt: sql`now() + make_interval(secs => ${COMMAND_TTL_SECONDS})`,
            createdById: principal.id,
            createBy: principal.username,
            updateBy: principal.username,
          }),
        ),
      )
      .returning({ id: deviceCommand.id });
    await tx
      .insert(deviceCommandEvent)
      .values(
        inserted.map((c) => ({ commandId: c.id, status: 'queued', detail: `由 ${principal.username} 下发` })),
      );
    return inserted.map((c) => c.id);
  });
  return { commands: await scopedCommandsByIds(db, ids), deviceIds };
}

/** Only a queued command can be cancelled; `scope` undefined: platform staff, any enterprise. */
export async function cancelCommand(db: Db, scope: EnterpriseScope | undefined, id: number, by: string) {
  const owned = scope ? scope.where(deviceCommand, eq(deviceCommand.id, id)) : eq(deviceCommand.id, id);
  await db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(deviceCommand)
      .set({ status: 'cancelled', finishedAt: sql`now()`, updateBy: by, updateTime: sql`now()` })
      .where(and(owned, eq(deviceCommand.status, 'queued')))
      .returning({ id: deviceCommand.id });
    if (!cancelled) {
      const [exists] = await tx.select({ id: deviceCommand.id }).from(deviceCommand).where(owned);
      throw exists ? conflict(NOT_CANCELLABLE) : notFound(COMMAND_NOT_FOUND);
    }
    await tx
      .insert(deviceCommandEvent)
      .values({ commandId: id, status: 'cancelled', detail: `由 ${by} 取消` });
  });
  const [command] = await commandsByIds(db, [id]);
  return command!;
}
