import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';

import type { Db } from '../../../db/database.js';
import { sysCaptcha } from '../captcha.table.js';
import { sysRateCounter, sysSession } from '../session.table.js';
import type { AuthStore, Counter, SessionRecord } from './auth-store.js';

const toRecord = (row: typeof sysSession.$inferSelect): SessionRecord => ({ ...row, id: String(row.id) });

function ids(values: readonly string[]): number[] {
  return values.filter((v) => /^\d{1,15}$/.test(v)).map(Number);
}

/** A NOTIFY sent with each revocation (the cache bus's `sessions` notice). */
export type RevocationNotice = () => { channel: string; payload: string };

/**
 * The default store: three small tables in the application's own PostgreSQL. Every read ignores
 * expired rows; the scheduled job 清理过期会话 (sweepExpired, modules/jobs) deletes them, so no
 * request pays for that. With `notice`, every revocation sends it in its own transaction: the
 * other instances hear of it exactly when it commits.
 */
export function createPgAuthStore(db: Db, notice?: RevocationNotice): AuthStore {
  const revoking = <T>(write: (tx: Db) => Promise<T>): Promise<T> =>
    notice
      ? db.transaction(async (tx) => {
          const result = await write(tx);
          const { channel, payload } = notice();
          await tx.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
          return result;
        })
      : write(db);
  return {
    async createSession(session) {
      const [row] = await db.insert(sysSession).values(session).returning();
      return toRecord(row!);
    },
    async findSession(tokenHash) {
      const [row] = await db
        .select()
        .from(sysSession)
        .where(and(eq(sysSession.tokenHash, tokenHash), gt(sysSession.expiresAt, sql`now()`)));
      return row && toRecord(row);
    },
    async extendSession(session, expiresAt) {
      await db
        .update(sysSession)
        .set({ expiresAt, lastSeen: new Date() })
        .where(eq(sysSession.tokenHash, session.tokenHash));
    },
    async revokeSession(tokenHash) {
      await revoking((tx) => tx.delete(sysSession).where(eq(sysSession.tokenHash, tokenHash)));
    },
    async revokeSessionsById(sessionIds) {
      const numeric = ids(sessionIds);
      if (numeric.length === 0) return [];
      const rows = await revoking((tx) =>
        tx.delete(sysSession).where(inArray(sysSession.id, numeric)).returning({ userId: sysSession.userId }),
      );
      return rows.map((r) => r.userId);
    },
    async revokeUserSessions(userId, exceptTokenHash) {
      await revoking((tx) =>
        tx
          .delete(sysSession)
          .where(
            exceptTokenHash
              ? and(eq(sysSession.userId, userId), ne(sysSession.tokenHash, exceptTokenHash))
              : eq(sysSession.userId, userId),
          ),
      );
    },
    async listSessions() {
      const rows = await db
        .select()
        .from(sysSession)
        .where(gt(sysSession.expiresAt, sql`now()`))
        .orderBy(desc(sysSession.loginTime), desc(sysSession.id));
      return rows.map(toRecord);
    },

    async useOnce(nonce, expiresAt) {
      const rows = await db
        .insert(sysCaptcha)
        .values({ uuid: nonce, expiresAt })
        .onConflictDoNothing()
        .returning({ uuid: sysCaptcha.uuid });
      return rows.length === 1;
    },

    async hit(key, windowMs): Promise<Counter> {
      // One statement: a new or expired window restarts at 1, an open one counts up.
      const resetAt = new Date(Date.now() + windowMs);
      const [row] = await db
        .insert(sysRateCounter)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: sysRateCounter.key,
          set: {
            count: sql`CASE WHEN ${sysRateCounter.resetAt} <= now() THEN 1 ELSE ${sysRateCounter.count} + 1 END`,
            resetAt: sql`CASE WHEN ${sysRateCounter.resetAt} <= now() THEN ${resetAt.toISOString()}::timestamptz ELSE ${sysRateCounter.resetAt} END`,
          },
        })
        .returning();
      return { count: row!.count, resetAt: row!.resetAt };
    },
    async release(key) {
      await db
        .update(sysRateCounter)
        .set({ count: sql`${sysRateCounter.count} - 1` })
        .where(
          and(
            eq(sysRateCounter.key, key),
            gt(sysRateCounter.resetAt, sql`now()`),
            gt(sysRateCounter.count, 0),
          ),
        );
    },
    async peek(key) {
      const [row] = await db
        .select()
        .from(sysRateCounter)
        .where(and(eq(sysRateCounter.key, key), gt(sysRateCounter.resetAt, sql`now()`)));
      return row && { count: row.count, resetAt: row.resetAt };
    },
    async clear(key) {
      await db.delete(sysRateCounter).where(eq(sysRateCounter.key, key));
    },

    async close() {
      // The pool belongs to the app's database and is closed with it.
    },
  };
}
