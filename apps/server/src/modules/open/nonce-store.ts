import { lt, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';

import type { Db } from '../../db/database.js';
import { openNonce } from './open.table.js';

/** Single-use values (request nonces, ilab-x tickets) for a while; both stores answer alike. */
export interface NonceStore {
  /** True the first time `key` is claimed within `ttlMs`, false on any later claim. */
  claim(key: string, ttlMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Redis when configured (every instance sees every nonce): SET NX with the window as expiry. */
export function createRedisNonceStore(url: string, prefix = 'coalsim:nonce:'): NonceStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  redis.on('error', () => undefined);
  return {
    async claim(key, ttlMs) {
      return (await redis.set(`${prefix}${key}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}

/** The database otherwise: a unique index decides; expired rows are swept now and then. */
export function createPgNonceStore(db: Db): NonceStore {
  let claims = 0;
  return {
    async claim(key, ttlMs) {
      if (++claims % 200 === 0) await db.delete(openNonce).where(lt(openNonce.expiresAt, sql`now()`));
      const rows = await db.execute(sql`
        insert into open_nonce (nonce_key, expires_at) values (${key}, now() + ${`${ttlMs} milliseconds`}::interval)
        on conflict (nonce_key) do update set expires_at = excluded.expires_at
          where open_nonce.expires_at < now()
        returning id`);
      return rows.rows.length === 1;
    },
    async close() {},
  };
}
