import { eq, inArray } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import type { Principal } from '../auth/current-user.js';
import { sysRole, sysRolesMenus, sysUsersRoles } from './role.table.js';

export const MENU_BEYOND_OWN = '不能分配自己没有的菜单或权限';
export const OWN_ROLE_MENUS = '不能修改自己所持角色的菜单或权限，请由其他管理员修改';
const rolesBeyondOwn = (names: string[]) =>
  `不能分配含有自己没有的菜单或权限的角色：${names.map((n) => `「${n}」`).join('、')}，请联系更高权限的管理员分配`;

/** Menu ids the caller's own roles grant: the most someone who is not the super admin may hand out. */
export async function ownMenuIds(db: Db, principal: Principal): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: sysRolesMenus.menuId })
    .from(sysRolesMenus)
    .innerJoin(sysUsersRoles, eq(sysUsersRoles.roleId, sysRolesMenus.roleId))
    .where(eq(sysUsersRoles.userId, principal.id));
  return new Set(rows.map((r) => r.id));
}

/** Role ids the caller itself holds. */
export async function ownRoleIds(db: Db, principal: Principal): Promise<Set<number>> {
  const rows = await db
    .select({ id: sysUsersRoles.roleId })
    .from(sysUsersRoles)
    .where(eq(sysUsersRoles.userId, principal.id));
  return new Set(rows.map((r) => r.id));
}

/**
 * Handing out a role hands out every menu and button it has: someone who is not the super admin
 * may give only roles whose every one of them it holds itself (levels alone let a weak role that
 * holds `database:*` be given away by anyone of a stronger level).
 */
export async function assertHoldsEveryMenuOf(db: Db, principal: Principal, roleIds: number[]) {
  if (principal.isAdmin || roleIds.length === 0) return;
  const own = await ownMenuIds(db, principal);
  const rows = await db
    .select({ id: sysRole.id, name: sysRole.name, menuId: sysRolesMenus.menuId })
    .from(sysRole)
    .leftJoin(sysRolesMenus, eq(sysRolesMenus.roleId, sysRole.id))
    .where(inArray(sysRole.id, roleIds));
  const beyond = new Map<number, string>();
  for (const r of rows) if (r.menuId !== null && !own.has(r.menuId)) beyond.set(r.id, r.name);
  if (beyond.size > 0)
    throw new HttpError(403, rolesBeyondOwn([...beyond.values()]), { roles: [MENU_BEYOND_OWN] });
}
