import { OPEN_CLOCK_WINDOW_MS } from '@coalsim/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import type { Db } from '../../db/database.js';
import { enterprise } from '../../db/tables/account.table.js';
import { HttpError } from '../../lib/http-error.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { findAppSecret, type AppCredentials } from '../access/access.service.js';
import type { NonceStore } from './nonce-store.js';
import { canonicalRequest, hmacHex, sameHex } from './signature.js';

export const MISSING_HEADERS = '缺少签名请求头：X-App-Key、X-Timestamp、X-Nonce、X-Signature 均为必填';
export const UNKNOWN_KEY = '应用密钥无效或已停用，请在考核中心核对接入密钥';
export const STALE_TIMESTAMP = '请求时间戳超出允许范围（前后5分钟），请校准客户端时钟后重试';
export const BAD_SIGNATURE = '签名校验失败，请按接口文档用应用密钥对请求重新签名';
export const REUSED_NONCE = '该 X-Nonce 已使用过，请为每次请求生成新的随机值';
export const APP_ENTERPRISE_DISABLED =
  '本应用所属企业已被平台停用，停用期间接入密钥不能上报数据；请联系平台管理员在“企业管理”中重新启用该企业后再上报';

/**
 * Whether the enterprise holding an application is enabled: read on every call (the door keeps
 * no cache), so disabling an enterprise stops its keys on every instance from the next call.
 */
export async function enterpriseEnabled(db: Db, enterpriseId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabled: enterprise.enabled })
    .from(enterprise)
    .where(eq(enterprise.id, enterpriseId));
  return row?.enabled === true;
}

/** The application a machine-to-machine call was proven to come from. */
export interface AppCaller extends Omit<AppCredentials, 'secret'> {
  appKey: string;
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 128 ? value : undefined;
};

/**
 * Checks a signed call (DESIGN §11 "Open API") and answers who sent it; every failure is a 401
 * (403 for a proven key of a disabled enterprise) and nothing has been read into the database.
 * The nonce is claimed last, after the signature holds, so nobody can burn another
 * application's nonces.
 */
export async function verifySignedRequest(
  db: Db,
  box: SecretBox,
  nonces: NonceStore,
  request: FastifyRequest,
  rawBody: Buffer,
  now: Date,
): Promise<AppCaller> {
  const appKey = header(request, 'x-app-key');
  const timestamp = header(request, 'x-timestamp');
  const nonce = header(request, 'x-nonce');
  const signature = header(request, 'x-signature');
  if (!appKey || !timestamp || !nonce || !signature) throw new HttpError(401, MISSING_HEADERS);
  const sentAt = /^\d{1,16}$/.test(timestamp) ? Number(timestamp) : NaN;
  if (!(Math.abs(now.getTime() - sentAt) <= OPEN_CLOCK_WINDOW_MS)) throw new HttpError(401, STALE_TIMESTAMP);
  const app = await findAppSecret(db, box, appKey, now);
  if (!app) throw new HttpError(401, UNKNOWN_KEY);
  const path = request.url.split('?')[0]!;
  const expected = hmacHex(app.secret, canonicalRequest(request.method, path, timestamp, nonce, rawBody));
  if (!sameHex(signature, expected)) throw new HttpError(401, BAD_SIGNATURE);
  // After the proof (only the key holder learns it), before the nonce is claimed: the same call
  // may be sent again once the enterprise is enabled.
  if (!(await enterpriseEnabled(db, app.enterpriseId))) throw new HttpError(403, APP_ENTERPRISE_DISABLED);
  // Kept twice the window: a timestamp at either edge is still refused while its nonce is known.
  if (!(await nonces.claim(`v1:${appKey}:${nonce}`, 2 * OPEN_CLOCK_WINDOW_MS)))
    throw new HttpError(401, REUSED_NONCE);
  const { accessId, softId, enterpriseId } = app;
  return { accessId, softId, enterpriseId, appKey };
}
