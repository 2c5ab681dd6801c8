import { createHmac, hkdfSync } from 'node:crypto';

import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { findAppSecret } from '../access/access.service.js';
import { softAccess } from '../access/access.table.js';
import type { AppCaller } from './app-auth.js';
import type { NonceStore } from './nonce-store.js';
import { sameHex, sha256Hex } from './signature.js';

const TOKEN_TTL_MS = 2 * 3_600_000;
export const ILAB_BAD_TICKET =
  'appid 或 signature 无效，或该 ticket 已使用过；请重新获取 ticket 并按 SHA256(ticket+appid+密钥) 签名';
export const ILAB_BAD_TOKEN = 'access_token 无效或已过期，请重新调用 /open/api/v2/token 获取';

/**
 * The ilab-x v2 door. A ticket signed with the app secret buys a token for two hours; the token
 * is stateless (`<access id>.<expiry ms>.<HMAC under a key derived from the server's>`), so any
 * instance accepts it, and the application is checked again on every upload.
 */
export function createIlabDoor(db: Db, box: SecretBox, nonces: NonceStore, serverKey: Buffer) {
  const key = Buffer.from(hkdfSync('sha256', serverKey, Buffer.alloc(0), 'coalsim/ilab-token', 32));
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');

  async function issueToken(body: { ticket: string; appid: string; signature: string }, now: Date) {
    const app = await findAppSecret(db, box, body.appid, now);
    const expected = app ? sha256Hex(`${body.ticket}${body.appid}${app.secret}`) : '';
    if (!app || !sameHex(body.signature, expected)) throw new HttpError(401, ILAB_BAD_TICKET);
    if (!(await nonces.claim(`ilab:${body.appid}:${body.ticket}`, TOKEN_TTL_MS))) {
      throw new HttpError(401, ILAB_BAD_TICKET);
    }
    const expires = now.getTime() + TOKEN_TTL_MS;
    const payload = `${app.accessId}.${expires}`;
    return {
      caller: { accessId: app.accessId, appKey: body.appid },
      answer: {
        code: 0 as const,
        msg: 'success',
        access_token: `${payload}.${mac(payload)}`,
        create_time: now.getTime(),
        expires_time: expires,
      },
    };
  }

  /** The application behind a token, if it is genuine, unexpired and the application still passed. */
  async function callerOf(token: string, now: Date): Promise<AppCaller> {
    const [accessId, expires, sig, ...rest] = token.split('.');
    const payload = `${accessId}.${expires}`;
    const genuine =
      rest.length === 0 &&
      sig !== undefined &&
      sameHex(Buffer.from(sig).toString('hex'), Buffer.from(mac(payload)).toString('hex'));
    if (!genuine || !(Number(expires) > now.getTime())) throw new HttpError(401, ILAB_BAD_TOKEN);
    const [row] = await db
      .select({
        accessId: softAccess.id,
        softId: softAccess.softId,
        enterpriseId: softAccess.enterpriseId,
        appKey: softAccess.appKey,
      })
      .from(softAccess)
      .where(and(eq(softAccess.id, Number(accessId)), eq(softAccess.status, 'passed')));
    if (!row?.appKey) throw new HttpError(401, ILAB_BAD_TOKEN);
    return { accessId: row.accessId, softId: row.softId, enterpriseId: row.enterpriseId, appKey: row.appKey };
  }

  return { issueToken, callerOf };
}
