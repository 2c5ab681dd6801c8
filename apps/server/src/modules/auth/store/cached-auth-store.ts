import type { CacheBus } from '../../../plugins/cache-bus.js';
import type { AuthStore, SessionRecord } from './auth-store.js';

const TTL_MS = 30_000;
const MAX_ENTRIES = 100_000;

export interface SessionCachedStore extends AuthStore {
  /**
   * What memory knows of a token, without asking the store: its live session, null when it is
   * known to have none, undefined when only the store can tell.
   */
  knownSession(tokenHash: string): SessionRecord | null | undefined;
}

/**
 * Keeps recent session lookups in memory so that a signed-in request costs no round trip to the
 * database. `inner` must send the cache bus's `sessions` notice in the same transaction as each
 * revocation (`createPgAuthStore(db, notice)`): a revocation and its notice to the other
 * instances then commit together or not at all, so no notice can be lost on the way out; and the
 * cache answers only while this instance listens (`bus.live`), so none can be missed on the way
 * in. Unknown tokens are cached too, so a flood of made-up tokens does not reach the database.
 */
export function withSessionCache(inner: AuthStore, bus: CacheBus): SessionCachedStore {
  const entries = new Map<string, { session: SessionRecord | undefined; until: number }>();
  bus.subscribe('sessions', () => entries.clear());
  const put = (tokenHash: string, session: SessionRecord | undefined) => {
    if (!bus.live) return;
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    entries.set(tokenHash, { session, until: Date.now() + TTL_MS });
  };
  const revoked = () => bus.runLocal('sessions');
  const knownSession = (tokenHash: string) => {
    if (!bus.live) return undefined;
    const hit = entries.get(tokenHash);
    if (!hit || hit.until <= Date.now()) return undefined;
    return hit.session && hit.session.expiresAt.getTime() > Date.now() ? hit.session : null;
  };

  return {
    ...inner,
    async createSession(session) {
      const created = await inner.createSession(session);
      put(created.tokenHash, created);
      return created;
    },
    knownSession,
    async findSession(tokenHash) {
      const known = knownSession(tokenHash);
      if (known !== undefined) return known ?? undefined;
      const session = await inner.findSession(tokenHash);
      put(tokenHash, session);
      return session;
    },
    async extendSession(session, expiresAt) {
      await inner.extendSession(session, expiresAt);
      put(session.tokenHash, { ...session, expiresAt, lastSeen: new Date() });
    },
    async revokeSession(tokenHash) {
      await inner.revokeSession(tokenHash);
      revoked();
    },
    async revokeSessionsById(ids) {
      const users = await inner.revokeSessionsById(ids);
      revoked();
      return users;
    },
    async revokeUserSessions(userId, exceptTokenHash) {
      await inner.revokeUserSessions(userId, exceptTokenHash);
      revoked();
    },
  };
}

/**
 * A shared store read on every request (Redis): the store itself is where a revocation lands,
 * so every instance refuses a revoked token from the next request on, with no notice to lose.
 */
export function withoutSessionCache(inner: AuthStore): SessionCachedStore {
  return { ...inner, knownSession: () => undefined };
}
