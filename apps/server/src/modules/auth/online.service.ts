import type { OnlineSession } from '@coalsim/contract';
import { and, ilike, inArray } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { escapeLike } from '../../lib/sql.js';
import { sysUser } from '../users/user.table.js';
import type { AuthStore } from './store/auth-store.js';

const BROWSERS: [RegExp, string][] = [
  [/Edg\/(\d+)/, 'Edge'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Chrom(?:e|ium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari/, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome 120 · Windows" from a user agent, for the online-users list. */
export function describeBrowser(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.map(([re, name]) => [re.exec(userAgent), name] as const).find(([m]) => m);
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  const parts = [browser ? `${browser[1]} ${browser[0]![1]}` : undefined, system].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : userAgent.slice(0, 60);
}

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
    content: rows.slice(start, start + query.size).map((s) => {
      const user = byId.get(s.userId)!;
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
    }),
  };
}
