import { NO_ROLE_LEVEL, ROLE_LEVEL } from '@coalsim/contract';
import { eq, inArray, min } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { sysUser } from '../../db/tables/account.table.js';
import { HttpError } from '../../lib/http-error.js';
import type { Principal } from '../auth/current-user.js';
import { sysRole, sysUsersRoles } from './role.table.js';

/** eladmin's message when a user operation touches a stronger role. */
export const ROLE_TOO_STRONG = '角色权限不足';

/**
 * The strongest (lowest) level of each user: 0 for the super admin, the minimum over its roles,
 * NO_ROLE_LEVEL without any role.
 */
export async function levelsOfUsers(db: Db, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: sysUser.id, isAdmin: sysUser.isAdmin, level: min(sysRole.level) })
    .from(sysUser)
    .leftJoin(sysUsersRoles, eq(sysUsersRoles.userId, sysUser.id))
    .leftJoin(sysRole, eq(sysRole.id, sysUsersRoles.roleId))
    .where(inArray(sysUser.id, userIds))
    .groupBy(sysUser.id, sysUser.isAdmin);
  return new Map(
    rows.map((r) => [r.id, r.isAdmin ? ROLE_LEVEL.superAdmin : (r.level ?? NO_ROLE_LEVEL)] as const),
  );
}

export async function levelOf(db: Db, principal: Principal): Promise<number> {
  if (principal.isAdmin) return ROLE_LEVEL.superAdmin;
  return (await levelsOfUsers(db, [principal.id])).get(principal.id) ?? NO_ROLE_LEVEL;
}

/** For operations on users: the caller may not reach a stronger level than its own. */
export function assertUserLevel(callerLevel: number, targetLevel: number): void {
  if (targetLevel < callerLevel) throw new HttpError(403, ROLE_TOO_STRONG);
}

/** For operations on roles, with eladmin's message that names both levels. */
export function assertRoleLevel(callerLevel: number, targetLevel: number): void {
  if (targetLevel < callerLevel) {
    throw new HttpError(403, `权限不足，你的角色级别：${callerLevel}，低于操作的角色级别：${targetLevel}`);
  }
}

/** The strongest level among roles (NO_ROLE_LEVEL for none); unknown ids are a 400. */
export async function strongestLevelOfRoles(db: Db, roleIds: number[]): Promise<number> {
  const ids = [...new Set(roleIds)];
  if (ids.length === 0) return NO_ROLE_LEVEL;
  const rows = await db
    .select({ id: sysRole.id, level: sysRole.level })
    .from(sysRole)
    .where(inArray(sysRole.id, ids));
  if (rows.length !== ids.length) {
    const missing = ids.filter((id) => !rows.some((r) => r.id === id));
    throw new HttpError(400, `角色不存在：${missing.join('、')}`, { roles: ['所选角色不存在'] });
  }
  return Math.min(...rows.map((r) => r.level));
}
