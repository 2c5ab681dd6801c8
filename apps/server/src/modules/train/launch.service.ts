import { createHash, randomBytes } from 'node:crypto';

import type { SoftLaunch } from '@coalsim/contract';
import { and, count, eq, gt } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { soft } from '../../db/tables/soft.table.js';
import { enterpriseScope } from '../../lib/enterprise-scope.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { Principal } from '../auth/current-user.js';
import { entWorker } from '../org/org.table.js';
import { PUBLISHED } from '../soft/soft-query.js';
import { trainLaunch } from './launch.table.js';
import { canUseSoft } from './train-rules.js';
import { trainPlan, trainPlanWorker } from './train.table.js';

/** ilab-x's ten minutes from 启动 to the simulation's token request. */
export const LAUNCH_TTL_MS = 10 * 60_000;
/** A person launches a few times a minute at most; a loop would only grow 启动记录. */
export const LAUNCHES_PER_MINUTE = 20;
export const LAUNCH_TOO_OFTEN = '启动过于频繁，请稍候一分钟再试';

export const LAUNCH_SOFT_NOT_FOUND = '软件不存在或未上架，请返回软件中心重新选择';
export const LAUNCH_NO_URL = '该软件未配置启动地址，暂不能在线启动；请联系开发单位';
export const LAUNCH_WRONG_ACCOUNT =
  '只有企业账号及其员工账号可以启动软件；个人用户请由所在企业在员工管理中为您开通员工账号';
export const LAUNCH_NOT_GRANTED =
  '贵企业尚未获得该软件的使用授权：企业账号请在软件详情页点击“申请使用”，开发单位批准后即可启动';
export const LAUNCH_NO_WORKER = '您的账号尚未关联企业员工档案，请联系企业管理员在员工管理中为您开通账号';
export const LAUNCH_BAD_PLAN =
  '该培训计划不存在、未发布、不是这款软件，或您不在其培训名单中；请从“我的培训”重新进入';

/** The stored form of a ticket: a leaked row gives nobody a ticket to use. */
export const ticketDigest = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * A ticket as ilab-x issues them: opaque, 200 random bits in standard base64, so that it holds
 * `+`, `/` and `=` and a simulation that mishandles URL encoding finds out on the first launch.
 */
export const newTicket = () => randomBytes(25).toString('base64');

/** The launch address with `ticket` added, keeping the query (and fragment) it has. */
export function withTicket(launchUrl: string, ticket: string): string {
  const url = new URL(launchUrl);
  url.searchParams.set('ticket', ticket);
  return url.toString();
}

/**
 * 启动软件: checks that the account may train on the software, records the launch and answers
 * where to open it. The staff record is the account's own, found by the account, never taken
 * from the client; a plan is accepted only if it is this software's, running, and (for a staff
 * account) names the staff member.
 */
export async function launchSoft(
  db: Db,
  principal: Principal,
  softId: number,
  planId: number | undefined,
  now: Date,
): Promise<SoftLaunch> {
  const [target] = await db
    .select({ launchUrl: soft.launchUrl })
    .from(soft)
    .where(and(eq(soft.id, softId), eq(soft.status, PUBLISHED)));
  if (!target) throw notFound(LAUNCH_SOFT_NOT_FOUND);
  if ((principal.role !== 2 && principal.role !== 3) || principal.enterpriseId === null) {
    throw new HttpError(403, LAUNCH_WRONG_ACCOUNT);
  }
  const scope = enterpriseScope(principal.enterpriseId);
  if (!(await canUseSoft(db, scope, softId))) throw new HttpError(403, LAUNCH_NOT_GRANTED);
  if (!target.launchUrl) throw new HttpError(409, LAUNCH_NO_URL);

  let workerId: number | null = null;
  if (principal.role === 3) {
    const [worker] = await db
      .select({ id: entWorker.id })
      .from(entWorker)
      .where(scope.where(entWorker, eq(entWorker.userId, principal.id)));
    if (!worker) throw new HttpError(403, LAUNCH_NO_WORKER);
    workerId = worker.id;
  }
  if (planId !== undefined)
    await ensureLaunchablePlan(db, principal.enterpriseId, planId, softId, workerId, now);

  const [recent] = await db
    .select({ n: count() })
    .from(trainLaunch)
    .where(
      and(eq(trainLaunch.userId, principal.id), gt(trainLaunch.createTime, new Date(now.getTime() - 60_000))),
    );
  if ((recent?.n ?? 0) >= LAUNCHES_PER_MINUTE) throw new HttpError(429, LAUNCH_TOO_OFTEN);

  const ticket = newTicket();
  const expiresAt = new Date(now.getTime() + LAUNCH_TTL_MS);
  await db.insert(trainLaunch).values(
    scope.stamp({
      userId: principal.id,
      workerId,
      softId,
      planId: planId ?? null,
      ticketSha256: ticketDigest(ticket),
      createTime: now,
      expiresAt,
    }),
  );
  // The enterprise account names no trainee: what its simulation reports is kept as 练习.
  return {
    url: withTicket(target.launchUrl, ticket),
    expiresAt: expiresAt.toISOString(),
    practice: workerId === null,
  };
}

async function ensureLaunchablePlan(
  db: Db,
  enterpriseId: number,
  planId: number,
  softId: number,
  workerId: number | null,
  now: Date,
): Promise<void> {
  const scope = enterpriseScope(enterpriseId);
  const [plan] = await db
    .select({ id: trainPlan.id, startTime: trainPlan.startTime, endTime: trainPlan.endTime })
    .from(trainPlan)
    .where(
      scope.where(
        trainPlan,
        eq(trainPlan.id, planId),
        eq(trainPlan.softId, softId),
        eq(trainPlan.status, 'published'),
      ),
    );
  const running = plan && plan.startTime <= now && plan.endTime >= now;
  if (!running) throw new HttpError(400, LAUNCH_BAD_PLAN);
  if (workerId === null) return;
  const [trainee] = await db
    .select({ id: trainPlanWorker.id })
    .from(trainPlanWorker)
    .where(and(eq(trainPlanWorker.planId, planId), eq(trainPlanWorker.workerId, workerId)));
  if (!trainee) throw new HttpError(400, LAUNCH_BAD_PLAN);
}
