import { createHash, createHmac, hkdfSync } from 'node:crypto';

import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { enterprise, sysUser } from '../../db/tables/account.table.js';
import { device } from '../../db/tables/device.table.js';
import { HttpError } from '../../lib/http-error.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { findAppSecret } from '../access/access.service.js';
import { softAccess } from '../access/access.table.js';
import { ticketDigest } from '../train/launch.service.js';
import { trainLaunch } from '../train/launch.table.js';
import { enterpriseEnabled, type AppCaller } from './app-auth.js';
import { sameHex } from './signature.js';

const TOKEN_TTL_MS = 2 * 3_600_000;

/**
 * The door's refusals: HTTP 4xx in the API's error shape, plus ilab-x's `code` (never 0) and
 * `msg`, which is what ilab-x clients read. README 接入指南 lists them.
 */
export const ILAB = {
  badSignature: {
    status: 401,
    code: 1001,
    msg: 'appid 或 signature 无效：请核对接入密钥，并按 MD5(ticket+appid+密钥) 的大写十六进制签名（ticket 先 URL 解码）',
  },
  unknownTicket: {
    status: 401,
    code: 1002,
    msg: 'ticket 无效：不是本平台签发的 ticket，请从平台重新点击“启动软件”',
  },
  usedTicket: {
    status: 401,
    code: 1003,
    msg: 'ticket 已使用过，每个 ticket 只能换取一次令牌；请从平台重新点击“启动软件”',
  },
  expiredTicket: {
    status: 401,
    code: 1004,
    msg: 'ticket 已过期（有效期 10 分钟），请从平台重新点击“启动软件”',
  },
  otherSoftTicket: {
    status: 403,
    code: 1005,
    msg: 'ticket 属于另一款软件，与 appid 不符；请核对 appid 是否为本软件的接入密钥',
  },
  badToken: { status: 401, code: 1006, msg: 'access_token 无效或已过期，请重新调用 /open/api/v2/token 获取' },
  expiredToken: {
    status: 401,
    code: 1006,
    msg: 'access_token 已过期（有效期 2 小时），本次成绩未保存：仿真软件须在过期前调用 /open/api/v2/token/refresh 刷新令牌；请重新点击“启动软件”再练一次',
  },
  badRefreshSignature: {
    status: 401,
    code: 1007,
    msg: 'signature 无效：刷新令牌请按 MD5(access_token+appid+密钥) 的大写十六进制签名',
  },
  otherUser: {
    status: 403,
    code: 1008,
    msg: 'username 与令牌所属用户不一致：只能上报启动软件的用户本人的实验数据',
  },
  disabledEnterprise: {
    status: 403,
    code: 1009,
    msg: '本软件所属企业已被平台停用，停用期间不能换取令牌或上报实验数据；请联系平台管理员在“企业管理”中重新启用该企业',
  },
} as const;

type Refusal = (typeof ILAB)[keyof typeof ILAB];
export const ilabRefusal = (r: Refusal) =>
  new HttpError(r.status, r.msg, undefined, { code: r.code, msg: r.msg });

/** upper-case hex MD5, as ilab-x signs. */
export const md5Upper = (text: string) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

/**
 * The ticket as issued, whatever a client did to it on the way: a raw `+` in a query string reads
 * as a space, and a ticket left URL-encoded still holds `%2B`. Issued tickets are base64, so
 * neither a space nor `%` is ever part of one.
 */
export function canonicalTicket(given: string): string {
  let ticket = given;
  if (ticket.includes('%')) {
    try {
      ticket = decodeURIComponent(ticket);
    } catch {
      // Not an encoding after all: compared as it came, it will not match.
    }
  }
  return ticket.replace(/ /g, '+');
}

/** Who a token speaks for: the application and the user whose launch it came from. */
export interface IlabCaller extends AppCaller {
  launchId: number;
  /** The launch's enterprise: the trainee's, not the vendor's (`enterpriseId`). */
  launchEnterpriseId: number;
  /** The staff record the ticket was bound to; null: a practice launch (no trainee). */
  workerId: number | null;
  username: string;
  /** Launched on this device by 设备控制: the sessions it reports name it. */
  deviceSerial: string | null;
}

/**
 * The ilab-x v2 door. 启动软件 issues a ticket (train/launch.service); the simulation trades it,
 * signed with its app secret, for a token valid two hours. The token is stateless
 * (`<access id>.<launch id>.<expiry ms>.<HMAC under a key derived from the server's>`), so any
 * instance accepts it; the application and the user are checked again on every use.
 */
export function createIlabDoor(db: Db, box: SecretBox, serverKey: Buffer) {
  const key = Buffer.from(hkdfSync('sha256', serverKey, Buffer.alloc(0), 'coalsim/ilab-token/v2', 32));
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');

  async function answer(
    accessId: number,
    launch: { id: number; userId: number; workerId: number | null },
    now: Date,
  ) {
    const [user] = await db
      .select({ username: sysUser.username, nickName: sysUser.nickName })
      .from(sysUser)
      .where(and(eq(sysUser.id, launch.userId), eq(sysUser.enabled, true)));
    if (!user) throw ilabRefusal(ILAB.unknownTicket);
    const expires = now.getTime() + TOKEN_TTL_MS;
    const payload = `${accessId}.${launch.id}.${expires}`;
    return {
      code: 0 as const,
      msg: 'success',
      access_token: `${payload}.${mac(payload)}`,
      create_time: now.getTime(),
      expires_time: expires,
      un: user.username,
      dis: user.nickName,
      practice: launch.workerId === null,
    };
  }

  /** GET or POST /open/api/v2/token: the signature first, then the ticket, claimed once. */
  async function issueToken(query: { ticket: string; appid: string; signature: string }, now: Date) {
    const app = await findAppSecret(db, box, query.appid, now);
    const ticket = canonicalTicket(query.ticket);
    if (!app || !sameHex(query.signature, md5Upper(`${ticket}${query.appid}${app.secret}`))) {
      throw ilabRefusal(ILAB.badSignature);
    }
    // Before the ticket is claimed: it can still be traded once the enterprise is enabled.
    if (!(await enterpriseEnabled(db, app.enterpriseId))) throw ilabRefusal(ILAB.disabledEnterprise);
    const digest = ticketDigest(ticket);
    const [claimed] = await db
      .update(trainLaunch)
      .set({ usedAt: now })
      .where(
        and(
          eq(trainLaunch.ticketSha256, digest),
          eq(trainLaunch.softId, app.softId),
          sql`${trainLaunch.usedAt} is null`,
          sql`${trainLaunch.expiresAt} > ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: trainLaunch.id, userId: trainLaunch.userId, workerId: trainLaunch.workerId });
    if (!claimed) throw ilabRefusal(await whyNot(digest, app.softId, now));
    return { appKey: query.appid, answer: await answer(app.accessId, claimed, now) };
  }

  /** Why a signed ticket was not claimed: told to the application that proved its secret. */
  async function whyNot(digest: string, softId: number, now: Date): Promise<Refusal> {
    const [row] = await db
      .select({ softId: trainLaunch.softId, usedAt: trainLaunch.usedAt, expiresAt: trainLaunch.expiresAt })
      .from(trainLaunch)
      .where(eq(trainLaunch.ticketSha256, digest));
    if (!row) return ILAB.unknownTicket;
    if (row.softId !== softId) return ILAB.otherSoftTicket;
    if (row.usedAt) return ILAB.usedTicket;
    return row.expiresAt <= now ? ILAB.expiredTicket : ILAB.usedTicket;
  }

  /** The launch a token was issued for, if this server issued it (expired or not). */
  function launchOfToken(token: string): { launchId: number; accessId: number; expires: number } | null {
    const [accessId, launchId, expires, sig, ...rest] = token.split('.');
    const payload = `${accessId}.${launchId}.${expires}`;
    const genuine =
      rest.length === 0 &&
      sig !== undefined &&
      sameHex(Buffer.from(sig).toString('hex'), Buffer.from(mac(payload)).toString('hex'));
    return genuine
      ? { launchId: Number(launchId), accessId: Number(accessId), expires: Number(expires) }
      : null;
  }

  /** The application and user behind a token, if it is genuine, unexpired and both still stand. */
  async function callerOf(token: string, now: Date): Promise<IlabCaller> {
    const issued = launchOfToken(token);
    if (!issued) throw ilabRefusal(ILAB.badToken);
    if (!(issued.expires > now.getTime())) throw ilabRefusal(ILAB.expiredToken);
    const { accessId, launchId } = issued;
    const [row] = await db
      .select({
        accessId: softAccess.id,
        softId: softAccess.softId,
        enterpriseId: softAccess.enterpriseId,
        appKey: softAccess.appKey,
        username: sysUser.username,
        launchEnterpriseId: trainLaunch.enterpriseId,
        workerId: trainLaunch.workerId,
        deviceSerial: device.serial,
        enabled: enterprise.enabled,
      })
      .from(trainLaunch)
      .innerJoin(softAccess, and(eq(softAccess.id, accessId), eq(softAccess.status, 'passed')))
      .innerJoin(enterprise, eq(enterprise.id, softAccess.enterpriseId))
      .innerJoin(sysUser, and(eq(sysUser.id, trainLaunch.userId), eq(sysUser.enabled, true)))
      .leftJoin(device, eq(device.id, trainLaunch.deviceId))
      .where(and(eq(trainLaunch.id, launchId), eq(trainLaunch.softId, softAccess.softId)));
    if (!row?.appKey) throw ilabRefusal(ILAB.badToken);
    if (!row.enabled) throw ilabRefusal(ILAB.disabledEnterprise);
    return {
      accessId: row.accessId,
      softId: row.softId,
      enterpriseId: row.enterpriseId,
      appKey: row.appKey,
      launchId,
      launchEnterpriseId: row.launchEnterpriseId,
      workerId: row.workerId,
      username: row.username,
      deviceSerial: row.deviceSerial,
    };
  }

  /** GET /open/api/v2/token/refresh: a new token for the same launch, signed like a ticket. */
  async function refreshToken(query: { access_token: string; appid: string; signature: string }, now: Date) {
    const caller = await callerOf(query.access_token, now);
    const app = await findAppSecret(db, box, query.appid, now);
    const signed =
      app !== undefined &&
      app.accessId === caller.accessId &&
      sameHex(query.signature, md5Upper(`${query.access_token}${query.appid}${app.secret}`));
    if (!signed) throw ilabRefusal(ILAB.badRefreshSignature);
    const [launch] = await db
      .select({ id: trainLaunch.id, userId: trainLaunch.userId, workerId: trainLaunch.workerId })
      .from(trainLaunch)
      .where(eq(trainLaunch.id, caller.launchId));
    return { appKey: query.appid, answer: await answer(caller.accessId, launch!, now) };
  }

  return { issueToken, refreshToken, callerOf, launchOfToken };
}
