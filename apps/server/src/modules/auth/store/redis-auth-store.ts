import { randomBytes } from 'node:crypto';

import { Redis } from 'ioredis';

import type { AuthStore, SessionRecord } from './auth-store.js';

const keys = (p: string) => ({
  session: (tokenHash: string) => `${p}session:${tokenHash}`,
  sessionId: (id: string) => `${p}session-id:${id}`,
  userSessions: (userId: number) => `${p}user-sessions:${userId}`,
  all: `${p}sessions`,
  captcha: (uuid: string) => `${p}captcha:${uuid}`,
  counter: (key: string) => `${p}counter:${key}`,
});

interface StoredSession extends Omit<SessionRecord, 'loginTime' | 'lastSeen' | 'expiresAt'> {
  loginTime: string;
  lastSeen: string;
  expiresAt: string;
}

// Plain JSON only: nothing read back from Redis is ever turned into code or classes.
const revive = (text: string): SessionRecord => {
  const s = JSON.parse(text) as StoredSession;
  return {
    ...s,
    loginTime: new Date(s.loginTime),
    lastSeen: new Date(s.lastSeen),
    expiresAt: new Date(s.expiresAt),
  };
};

/** One less in a counter that exists and is above zero; DECR keeps the window's expiry. */
const RELEASE = `local n = tonumber(redis.call('GET', KEYS[1]))
if n and n > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

const ttl = (expiresAt: Date) => Math.max(1, expiresAt.getTime() - Date.now());

/** Shared state for several instances behind a load balancer (REDIS_URL). */
export function createRedisAuthStore(url: string, prefix = 'coalsim:'): AuthStore {
  const k = keys(prefix);
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  redis.on('error', () => undefined);

  async function save(s: SessionRecord) {
    await redis
      .multi()
      .set(k.session(s.tokenHash), JSON.stringify(s), 'PX', ttl(s.expiresAt))
      .set(k.sessionId(s.id), s.tokenHash, 'PX', ttl(s.expiresAt))
      .exec();
  }

  async function remove(tokenHashes: string[]) {
    if (tokenHashes.length === 0) return [];
    const found = (await redis.mget(tokenHashes.map(k.session)))
      .filter((t): t is string => t !== null)
      .map(revive);
    const m = redis.multi();
    for (const s of found) {
      m.del(k.session(s.tokenHash), k.sessionId(s.id)).srem(k.userSessions(s.userId), s.tokenHash);
    }
    m.zrem(k.all, ...tokenHashes);
    await m.exec();
    return found;
  }

  return {
    async createSession(session) {
      const now = new Date();
      const record: SessionRecord = {
        ...session,
        id: randomBytes(12).toString('hex'),
        loginTime: now,
        lastSeen: now,
      };
      await save(record);
      await redis
        .multi()
        .sadd(k.userSessions(record.userId), record.tokenHash)
        .zadd(k.all, now.getTime(), record.tokenHash)
        .exec();
      return record;
    },
    async findSession(tokenHash) {
      const text = await redis.get(k.session(tokenHash));
      const s = text ? revive(text) : undefined;
      return s && s.expiresAt.getTime() > Date.now() ? s : undefined;
    },
    async extendSession(session, expiresAt) {
      await save({ ...session, expiresAt, lastSeen: new Date() });
    },
    async revokeSession(tokenHash) {
      await remove([tokenHash]);
    },
    async revokeSessionsById(ids) {
      if (ids.length === 0) return [];
      const hashes = (await redis.mget(ids.map(k.sessionId))).filter((t): t is string => t !== null);
      return (await remove(hashes)).map((s) => s.userId);
    },
    async revokeUserSessions(userId, exceptTokenHash) {
      const hashes = await redis.smembers(k.userSessions(userId));
      await remove(hashes.filter((h) => h !== exceptTokenHash));
    },
    async listSessions() {
      const hashes = await redis.zrevrange(k.all, 0, -1);
      if (hashes.length === 0) return [];
      const texts = await redis.mget(hashes.map(k.session));
      // Sessions that expired on their own leave their index entries behind: tidy them here.
      const gone = hashes.filter((_, i) => texts[i] === null);
      if (gone.length > 0) await redis.zrem(k.all, ...gone);
      return texts.filter((t): t is string => t !== null).map(revive);
    },

    async useOnce(nonce, expiresAt) {
      const ttl = Math.max(1, expiresAt.getTime() - Date.now());
      return (await redis.set(k.captcha(nonce), '1', 'PX', ttl, 'NX')) === 'OK';
    },

    async hit(key, windowMs) {
      const res = await redis
        .multi()
        .set(k.counter(key), '0', 'PX', windowMs, 'NX')
        .incr(k.counter(key))
        .pttl(k.counter(key))
        .exec();
      const count = Number(res?.[1]?.[1] ?? 1);
      const left = Number(res?.[2]?.[1] ?? windowMs);
      return { count, resetAt: new Date(Date.now() + Math.max(0, left)) };
    },
    async release(key) {
      // One step on the server: a count read here and written back could overwrite another's hit.
      await redis.eval(RELEASE, 1, k.counter(key));
    },
    async peek(key) {
      const [value, left] = await Promise.all([redis.get(k.counter(key)), redis.pttl(k.counter(key))]);
      return value === null
        ? undefined
        : { count: Number(value), resetAt: new Date(Date.now() + Math.max(0, left)) };
    },
    async clear(key) {
      await redis.del(k.counter(key));
    },

    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
