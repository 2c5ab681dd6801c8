import { randomBytes } from 'node:crypto';

import { KEY_ROTATION_GRACE_MS, type AccessKeys, type AccessQuery } from '@coalsim/contract';
import { and, desc, eq, gt, or } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import type { EnterpriseScope } from '../../lib/enterprise-scope.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { orderByOf } from '../../lib/list-query.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { randomSecret } from '../../lib/random-secret.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { Principal } from '../auth/current-user.js';
import { countAccessRecords, loadAccessRecords } from './access-record.js';
import { ACCESS_NOT_FOUND } from './access-transitions.js';
import { softAccess } from './access.table.js';

export const KEYS_BEFORE_PASS = '考核通过后才能生成接入密钥';

/** 软件接入: the caller's applications, newest first unless the query sorts. */
export async function listMyAccess(db: Db, scope: EnterpriseScope, query: AccessQuery) {
  const where = scope.where(
    softAccess,
    query.status ? eq(softAccess.status, query.status) : undefined,
    query.softId ? eq(softAccess.softId, query.softId) : undefined,
  );
  const order = orderByOf(
    query.sort,
    { id: softAccess.id, submittedAt: softAccess.submittedAt },
    [desc(softAccess.submittedAt)],
    softAccess.id,
  );
  const [content, totalElements] = await Promise.all([
    loadAccessRecords(db, where, { limit: query.size, offset: query.page * query.size }, order),
    countAccessRecords(db, where),
  ]);
  return { content, totalElements };
}

/** A public id the software sends with each call; nothing secret about it. */
const newAppKey = () => `ak${randomBytes(12).toString('hex')}`;
/** 32 random bytes: the HMAC key the software signs with. */
const newAppSecret = randomSecret;

/**
 * Issues the first key pair of a passed application, or rotates it: the current pair becomes the
 * previous one, valid for KEY_ROTATION_GRACE_MS more, so running installations can switch over.
 * A pair from an earlier rotation is dropped. The plain secret is in this answer only.
 */
export async function issueAccessKeys(
  db: Db,
  box: SecretBox,
  scope: EnterpriseScope,
  principal: Principal,
  id: number,
): Promise<AccessKeys> {
  const run = () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select({ status: softAccess.status, appKey: softAccess.appKey, secret: softAccess.appSecretEnc })
        .from(softAccess)
        .where(scope.where(softAccess, eq(softAccess.id, id)))
        .for('update');
      if (!row) throw notFound(ACCESS_NOT_FOUND);
      if (row.status !== 'passed') throw conflict(KEYS_BEFORE_PASS);
      const now = new Date();
      const rotated = row.appKey !== null && row.secret !== null;
      const prevValidUntil = rotated ? new Date(now.getTime() + KEY_ROTATION_GRACE_MS) : null;
      const appKey = newAppKey();
      const appSecret = newAppSecret();
      await tx
        .update(softAccess)
        .set({
          appKey,
          appSecretEnc: box.seal(appSecret),
          keyIssuedAt: now,
          prevAppKey: rotated ? row.appKey : null,
          prevAppSecretEnc: rotated ? row.secret : null,
          prevValidUntil,
          updateBy: principal.username,
          updateTime: now,
        })
        .where(eq(softAccess.id, id));
      return {
        appKey,
        appSecret,
        issuedAt: now.toISOString(),
        previousKeyValidUntil: prevValidUntil?.toISOString() ?? null,
      };
    });
  try {
    return await run();
  } catch (err) {
    // 96 random bits colliding is next to impossible; one retry covers it without a 500.
    if (isUniqueViolation(err)) return run();
    throw err;
  }
}

export interface AppCredentials {
  accessId: number;
  softId: number;
  enterpriseId: number;
  /** The plain secret the software signs with. */
  secret: string;
}

/**
 * For the open API: the secret behind `appKey` — the current key of an application, or its
 * previous key until the rotation's grace ends at `now`. Undefined for anything else.
 */
export async function findAppSecret(
  db: Db,
  box: SecretBox,
  appKey: string,
  now: Date,
): Promise<AppCredentials | undefined> {
  const [row] = await db
    .select({
      accessId: softAccess.id,
      softId: softAccess.softId,
      enterpriseId: softAccess.enterpriseId,
      appKey: softAccess.appKey,
      secret: softAccess.appSecretEnc,
      prevSecret: softAccess.prevAppSecretEnc,
    })
    .from(softAccess)
    .where(
      and(
        eq(softAccess.status, 'passed'),
        or(
          eq(softAccess.appKey, appKey),
          and(eq(softAccess.prevAppKey, appKey), gt(softAccess.prevValidUntil, now)),
        ),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const sealed = row.appKey === appKey ? row.secret : row.prevSecret;
  if (!sealed) return undefined;
  const { accessId, softId, enterpriseId } = row;
  return { accessId, softId, enterpriseId, secret: box.open(sealed) };
}
