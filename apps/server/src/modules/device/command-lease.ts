import {
  COMMAND_LEASE_SECONDS,
  COMMAND_MAX_ATTEMPTS,
  COMMAND_STATUS_LABELS,
  type AgentCommand,
  type CommandStatus,
} from '@coalsim/contract';
import { eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { soft } from '../../db/tables/soft.table.js';
import { enterpriseScope } from '../../lib/enterprise-scope.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { entWorker } from '../org/org.table.js';
import { LAUNCH_TTL_MS, newTicket, ticketDigest, withTicket } from '../train/launch.service.js';
import { trainLaunch } from '../train/launch.table.js';
import { canUseSoft } from '../train/train-rules.js';
import { COMMAND_NOT_FOUND } from './command.service.js';
import type { AgentDevice } from './device-secrets.js';
import { device, deviceCommand, deviceCommandEvent, deployPackage } from './device.table.js';

type Args = typeof deviceCommand.$inferSelect.args;
interface Leased {
  id: number;
  command: AgentCommand['command'];
  args: Args;
  attempts: number;
  leaseUntil: Date;
  createdById: number | null;
}

/** Why the server failed a command itself instead of sending it (a grant ran out meanwhile…). */
class Undeliverable extends Error {}

/**
 * The next command for the device, leased: the oldest queued one not yet expired, or a sent one
 * whose lease ran out with attempts left (sent again without waiting for the sweeper). SKIP
 * LOCKED: two polls of one device (a restarted agent) never get the same command.
 */
export async function leaseNext(db: Db, agent: AgentDevice): Promise<AgentCommand | undefined> {
  // A command that cannot be delivered is failed and the next one tried; a few at most.
  for (let tries = 0; tries < 5; tries++) {
    const { rows } = await db.execute<{
      id: number;
      command: AgentCommand['command'];
      args: Args;
      attempts: number;
      lease_until: Date;
      created_by_id: number | null;
    }>(sql`
      update ${deviceCommand} c set status = 'sent', attempts = c.attempts + 1, update_time = now(),
        lease_until = now() + make_interval(secs => ${COMMAND_LEASE_SECONDS})
      where c.id = (
        select id from ${deviceCommand} where device_id = ${agent.id} and (
          (status = 'queued' and expires_at > now())
          or (status = 'sent' and lease_until < now() and attempts < ${COMMAND_MAX_ATTEMPTS}))
          -- A poll that began before the device was enrolled again (or deleted) gets nothing.
          and exists (select 1 from ${device} d where d.id = ${agent.id} and d.secret_sha256 = ${agent.secretDigest})
        order by id limit 1 for update skip locked)
      returning c.id, c.command, c.args, c.attempts, c.lease_until, c.created_by_id`);
    const row = rows[0];
    if (!row) return undefined;
    const leased: Leased = {
      id: Number(row.id),
      command: row.command,
      args: row.args,
      attempts: row.attempts,
      leaseUntil: new Date(row.lease_until),
      createdById: row.created_by_id === null ? null : Number(row.created_by_id),
    };
    try {
      const command = await deliverable(db, agent, leased);
      const again =
        leased.attempts > 1 ? `（上次下发后 ${COMMAND_LEASE_SECONDS / 60} 分钟内未回报，重新下发）` : '';
      await db.insert(deviceCommandEvent).values({
        commandId: leased.id,
        status: 'sent',
        detail: `第 ${leased.attempts} 次下发${again}`,
      });
      return command;
    } catch (err) {
      if (!(err instanceof Undeliverable)) throw err;
      await finish(db, leased.id, 'failed', err.message);
    }
  }
  return undefined;
}

/** What the agent receives, built now: a launch gets a fresh single-use ticket. */
async function deliverable(db: Db, agent: AgentDevice, c: Leased): Promise<AgentCommand> {
  const lease = { id: c.id, attempt: c.attempts, leaseUntil: c.leaseUntil.toISOString() };
  const scope = enterpriseScope(agent.enterpriseId);
  if (c.command === 'launch') {
    const softId = c.args.softId!;
    const [target] = await db
      .select({ name: soft.name, launchUrl: soft.launchUrl })
      .from(soft)
      .where(eq(soft.id, softId));
    if (!target || !(await canUseSoft(db, scope, softId)))
      throw new Undeliverable('软件已下架或授权已失效，未下发');
    let worker: { name: string; employeeNo: string; userId: number | null } | undefined;
    if (c.args.workerId) {
      [worker] = await db
        .select({ name: entWorker.name, employeeNo: entWorker.employeeNo, userId: entWorker.userId })
        .from(entWorker)
        .where(scope.where(entWorker, eq(entWorker.id, c.args.workerId)));
    }
    const userId = worker ? worker.userId : c.createdById;
    if (userId === null) throw new Undeliverable('指定的员工已没有账号，或下发指令的账号已删除，未下发');
    const ticket = newTicket();
    await db.insert(trainLaunch).values(
      scope.stamp({
        userId,
        workerId: c.args.workerId ?? null,
        softId,
        deviceId: agent.id,
        commandId: c.id,
        ticketSha256: ticketDigest(ticket),
        expiresAt: new Date(Date.now() + LAUNCH_TTL_MS),
      }),
    );
    return {
      ...lease,
      command: 'launch',
      args: {
        softId,
        softName: target.name,
        ticket,
        launchUrl: target.launchUrl ? withTicket(target.launchUrl, ticket) : null,
        worker: worker ? { name: worker.name, employeeNo: worker.employeeNo } : null,
      },
    };
  }
  if (c.command === 'update') {
    const [pkg] = await db
      .select({
        id: deployPackage.id,
        softId: deployPackage.softId,
        softName: soft.name,
        version: deployPackage.version,
        sha256: deployPackage.sha256,
        size: deployPackage.size,
      })
      .from(deployPackage)
      .innerJoin(soft, eq(soft.id, deployPackage.softId))
      .where(eq(deployPackage.id, c.args.packageId!));
    if (!pkg || !(await canUseSoft(db, scope, pkg.softId)))
      throw new Undeliverable('部署包已删除或授权已失效，未下发');
    return {
      ...lease,
      command: 'update',
      args: {
        packageId: pkg.id,
        softId: pkg.softId,
        softName: pkg.softName,
        version: pkg.version,
        sha256: pkg.sha256,
        size: pkg.size,
        url: `/api/device-agent/packages/${pkg.id}`,
      },
    };
  }
  if (c.command === 'stop') return { ...lease, command: 'stop', args: { softId: c.args.softId ?? null } };
  return { ...lease, command: c.command, args: {} };
}

async function finish(db: Db, id: number, status: CommandStatus, detail: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(deviceCommand)
      .set({ status, detail, finishedAt: sql`now()`, leaseUntil: null, updateTime: sql`now()` })
      .where(eq(deviceCommand.id, id));
    await tx.insert(deviceCommandEvent).values({ commandId: id, status, detail: detail.slice(0, 500) });
  });
}

/**
 * The agent's result for a command it was sent. Also taken while a timed-out lease waits to be
 * sent again (the device did act, only late); never for a command that is final.
 */
export async function reportResult(
  db: Db,
  agent: AgentDevice,
  id: number,
  result: { status: 'succeeded' | 'failed' | 'rejected'; detail: string },
) {
  const detail = result.detail.trim() || COMMAND_STATUS_LABELS[result.status];
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(deviceCommand)
      .set({
        status: result.status,
        detail,
        finishedAt: sql`now()`,
        leaseUntil: null,
        updateTime: sql`now()`,
      })
      .where(
        sql`${deviceCommand.id} = ${id} and ${deviceCommand.deviceId} = ${agent.id}
          and (${deviceCommand.status} = 'sent' or (${deviceCommand.status} = 'queued' and ${deviceCommand.attempts} > 0))`,
      )
      .returning({ id: deviceCommand.id });
    if (!done) {
      const [other] = await tx
        .select({ status: deviceCommand.status })
        .from(deviceCommand)
        .where(
          sql`${deviceCommand.id} = ${id} and ${deviceCommand.deviceId} = ${agent.id} and ${deviceCommand.attempts} > 0`,
        );
      if (!other) throw notFound(COMMAND_NOT_FOUND);
      throw conflict(
        `该指令已结束（${COMMAND_STATUS_LABELS[other.status as CommandStatus]}），无需再回报结果`,
      );
    }
    await tx
      .insert(deviceCommandEvent)
      .values({ commandId: id, status: result.status, detail: detail.slice(0, 500) });
  });
  return {};
}
