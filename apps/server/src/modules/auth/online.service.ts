import { NO_ROLE_LEVEL, type OnlineSession } from '@coalsim/contract';
import { and, eq, ilike, inArray } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { sysUser } from '../../db/tables/account.table.js';
import { notFound } from '../../lib/http-error.js';
import { escapeLike } from '../../lib/sql.js';
import { describeBrowser } from '../../lib/user-agent.js';
import { assertUserLevel, levelOf, levelsOfUsers } from '../roles/role-level.js';
import type { Principal } from './current-user.js';
import type { AuthStore, SessionRecord } from './store/auth-store.js';

export async function listOnline(
  db: Db,
  store: AuthStore,
  query: { page: number; size: number; username?: string | undefined },
  currentSessionId: string,
): Promise<{ content: OnlineSession[]; totalElements: number }> {
  const sessions = await store.listSessions();
  const userIds = [...new Set(sessions.map((s) => s.userId))];
  if (userIds.length === 0) return { content: [], totalElements: 0 };
  const users = await db
    .select({ id: sysUser.id, username: sysUser.username, nickName: sysUser.nickName })
    .from(sysUser)
    .where(
      and(
        inArray(sysUser.id, userIds),
        query.username ? ilike(sysUser.username, `%${escapeLike(query.username)}%`) : undefined,
      ),
    );
  const byId = new Map(users.map((u) => [u.id, u]));
  const rows = sessions.filter((s) => byId.has(s.userId));
  const start = query.page * query.size;
  return {
    totalElements: rows.length,
    content: rows
      .slice(start, start + query.size)
      .map((s) => toOnline(s, byId.get(s.userId)!, currentSessionId)),
  };
}

function toOnline(
  s: SessionRecord,
  user: { username: string; nickName: string },
  currentSessionId: string,
): OnlineSession {
  return {
    id: s.id,
    userId: s.userId,
    username: user.username,
    nickName: user.nickName,
    ip: s.ip,
    browser: describeBrowser(s.userAgent),
    loginTime: s.loginTime.toISOString(),
    lastSeen: s.lastSeen.toISOString(),
    current: s.id === currentSessionId,
  };
}

/** The devices one is signed in on, for the personal centre. */
export async function listOwnSessions(
  db: Db,
  store: AuthStore,
  principal: Principal,
  currentSessionId: string,
) {
  const [user] = await db
    .select({ username: sysUser.username, nickName: sysUser.nickName })
    .from(sysUser)
    .where(eq(sysUser.id, principal.id));
  const mine = (await store.listSessions()).filter((s) => s.userId === principal.id);
  return user ? mine.map((s) => toOnline(s, user, currentSessionId)) : [];
}

/** Signs one of one's own sessions out; someone else's id is "not found", not "forbidden". */
export async function revokeOwnSession(store: AuthStore, principal: Principal, id: string) {
  const mine = (await store.listSessions()).find((s) => s.id === id && s.userId === principal.id);
  if (!mine) throw notFound('会话不存在或已结束');
  await store.revokeSession(mine.tokenHash);
}

/**
 * Forced logout from 在线用户: like every other operation on users, it may not reach an account
 * of a stronger role level than the caller's (the super admin included). Sessions already gone
 * are skipped; nothing is revoked when any target is out of reach.
 */
export async function kickSessions(db: Db, store: AuthStore, principal: Principal, ids: string[]) {
  const targets = (await store.listSessions()).filter((s) => ids.includes(s.id));
  const userIds = [...new Set(targets.map((s) => s.userId))];
  const mine = await levelOf(db, principal);
  const levels = await levelsOfUsers(db, userIds);
  for (const id of userIds) assertUserLevel(mine, levels.get(id) ?? NO_ROLE_LEVEL);
  await store.revokeSessionsById(targets.map((s) => s.id));
}
