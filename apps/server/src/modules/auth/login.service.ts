import type { LoginBody, LoginResult } from '@coalsim/contract';
import { eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { enterprise } from '../../db/tables/account.table.js';
import { sysUser } from '../../db/tables/account.table.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { entWorker } from '../org/org.table.js';
import type { CaptchaService } from './captcha.service.js';
import { currentUser, loadPrincipal } from './current-user.js';
import type { AuthStore } from './store/auth-store.js';
import { newToken, SESSION_TTL_MS } from './tokens.js';

export const BAD_CREDENTIALS = '用户名或密码错误';
export const ACCOUNT_DISABLED = '账号已停用，如有疑问请联系管理员';
export const WORKER_LEFT_SIGN_IN = '账号已停用：所在企业已将您设为离职。如需恢复，请联系企业管理员';
export const ENTERPRISE_DISABLED = '账号已停用：所在企业已被平台停用，请联系平台管理员';

/**
 * Why an account may not sign in, in the words of who stopped it: its enterprise (离职), the
 * platform (the enterprise disabled), or an administrator (the account itself).
 */
async function disabledReason(db: Db, userId: number): Promise<string> {
  const [row] = await db
    .select({ workerStatus: entWorker.status, enterpriseEnabled: enterprise.enabled })
    .from(sysUser)
    .leftJoin(entWorker, eq(entWorker.userId, sysUser.id))
    .leftJoin(enterprise, eq(enterprise.id, sysUser.enterpriseId))
    .where(eq(sysUser.id, userId));
  if (row?.workerStatus === 'left') return WORKER_LEFT_SIGN_IN;
  if (row?.enterpriseEnabled === false) return ENTERPRISE_DISABLED;
  return ACCOUNT_DISABLED;
}

export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_IP = 20;

/** The account's failure count, shared by sign-in and the password typed again (step-up.ts). */
export const userKey = (username: string) => `login-fail:user:${username.toLowerCase()}`;
const ipKey = (ip: string) => `login-fail:ip:${ip}`;

// Compared against when the username is unknown, so both failures take the same time.
let decoyHash: Promise<string> | undefined;

export function lockedOut(resetAt: Date, what = '登录失败'): HttpError {
  const minutes = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 60_000));
  // Minutes from now, not a clock time: the server's zone is not the reader's.
  return new HttpError(429, `${what}次数过多，请在 ${minutes} 分钟后重试`);
}

export interface LoginContext {
  db: Db;
  store: AuthStore;
  captchas: CaptchaService;
  ip: string;
  userAgent: string | undefined;
}

/**
 * Takes the attempt's place in the failure counts of the address and of the account before
 * anything is checked, so attempts at the same moment each see the others: reading the counts
 * first let 13 of 100 simultaneous wrong passwords be checked against a limit of 5. A refused
 * attempt gives its places back, so the counts are always failures plus attempts under way.
 */
async function reserveAttempt(store: AuthStore, username: string, ip: string): Promise<string[]> {
  const limits: [string, number][] = [
    [ipKey(ip), MAX_FAILURES_PER_IP],
    [userKey(username), MAX_FAILURES_PER_USERNAME],
  ];
  const taken: string[] = [];
  for (const [key, limit] of limits) {
    const counter = await store.hit(key, LOCKOUT_WINDOW_MS);
    taken.push(key);
    if (counter.count > limit) {
      await giveBack(store, taken);
      throw lockedOut(counter.resetAt);
    }
  }
  return taken;
}

function giveBack(store: AuthStore, keys: readonly string[]): Promise<unknown> {
  return Promise.all(keys.map((key) => store.release(key)));
}

/** The account of the username when the password is its own, else undefined. */
async function checkPassword(db: Db, body: LoginBody) {
  const [user] = await db
    .select({ id: sysUser.id, passwordHash: sysUser.passwordHash, enabled: sysUser.enabled })
    .from(sysUser)
    .where(eq(sql`lower(${sysUser.username})`, body.username.toLowerCase()));
  const valid = await verifyPassword(
    user?.passwordHash ?? (await (decoyHash ??= hashPassword('decoy-0'))),
    body.password,
  );
  return user && valid ? user : undefined;
}

export async function login(ctx: LoginContext, body: LoginBody): Promise<LoginResult> {
  const { db, store } = ctx;
  const reserved = await reserveAttempt(store, body.username, ctx.ip);
  let user: Awaited<ReturnType<typeof checkPassword>>;
  try {
    if (ctx.captchas.enabled) await ctx.captchas.check(body.uuid, body.code);
    user = await checkPassword(db, body);
  } catch (err) {
    // No password was judged (a wrong captcha, the database away): nothing to count.
    await giveBack(store, reserved).catch(() => undefined);
    throw err;
  }
  // A wrong password keeps its places: they are its failure.
  if (!user) throw badRequest(BAD_CREDENTIALS);
  // The right one: the account's failures start over, the address gets its place back.
  await Promise.all([store.clear(userKey(body.username)), store.release(ipKey(ctx.ip))]);
  if (!user.enabled) throw badRequest(await disabledReason(db, user.id));

  const principal = await loadPrincipal(db, user.id);
  // Enabled, yet no principal: its enterprise is disabled (current-user.ts).
  if (!principal) throw badRequest(await disabledReason(db, user.id));
  const { token, tokenHash } = newToken();
  await store.createSession({
    tokenHash,
    userId: user.id,
    ip: ctx.ip,
    userAgent: ctx.userAgent?.slice(0, 512) ?? null,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return { token: `Bearer ${token}`, user: await currentUser(db, principal) };
}
