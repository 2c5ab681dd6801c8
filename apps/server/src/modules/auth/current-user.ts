import { ROLE_SYSTEM_DEFAULT, SUPER_ADMIN, type CurrentUser } from '@coalsim/contract';
import { and, eq, isNotNull } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { enterprise } from '../enterprise/enterprise.table.js';
import { sysMenu } from '../menus/menu.table.js';
import { sysRolesMenus, sysUsersRoles } from '../roles/role.table.js';
import { sysUser } from '../users/user.table.js';

/** What the server knows about the caller of a request. */
export interface Principal {
  id: number;
  username: string;
  /** Account type: 1 staff, 2 enterprise, 3 individual. */
  role: number;
  enterpriseId: number | null;
  isAdmin: boolean;
  /** Permission strings from the user's roles' menus and buttons (`admin` for the super admin). */
  permissions: string[];
}

/** Read on every request, so that role and menu changes apply at once, with no re-login. */
export async function permissionsOf(db: Db, userId: number, isAdmin: boolean): Promise<string[]> {
  if (isAdmin) return [SUPER_ADMIN];
  const rows = await db
    .selectDistinct({ permission: sysMenu.permission })
    .from(sysUsersRoles)
    .innerJoin(sysRolesMenus, eq(sysRolesMenus.roleId, sysUsersRoles.roleId))
    .innerJoin(sysMenu, eq(sysMenu.id, sysRolesMenus.menuId))
    .where(and(eq(sysUsersRoles.userId, userId), isNotNull(sysMenu.permission)));
  return [
    ...new Set(rows.flatMap((r) => (r.permission ?? '').split(',').map((p) => p.trim())).filter(Boolean)),
  ].sort();
}

export async function loadPrincipal(db: Db, userId: number): Promise<Principal | undefined> {
  const [user] = await db
    .select({
      id: sysUser.id,
      username: sysUser.username,
      role: sysUser.role,
      enterpriseId: sysUser.enterpriseId,
      isAdmin: sysUser.isAdmin,
      enabled: sysUser.enabled,
    })
    .from(sysUser)
    .where(eq(sysUser.id, userId));
  if (!user?.enabled) return undefined;
  return { ...user, permissions: await permissionsOf(db, user.id, user.isAdmin) };
}

/** The user's own fields as `auth/info` and `auth/login` return them. */
export async function loadProfile(db: Db, userId: number): Promise<Omit<CurrentUser, 'roles'>> {
  const [row] = await db
    .select({
      user: {
        id: sysUser.id,
        username: sysUser.username,
        nickName: sysUser.nickName,
        role: sysUser.role,
        avatarName: sysUser.avatarName,
        email: sysUser.email,
        phone: sysUser.phone,
        gender: sysUser.gender,
      },
      enterprise: { id: enterprise.id, name: enterprise.name },
    })
    .from(sysUser)
    .leftJoin(enterprise, eq(enterprise.id, sysUser.enterpriseId))
    .where(eq(sysUser.id, userId));
  if (!row) throw new Error(`user ${userId} vanished`);
  return { ...row.user, enterprise: row.enterprise?.id ? row.enterprise : null };
}

/** The user as `auth/info` and `auth/login` return it: the profile and the permission strings. */
export function withRoles(profile: Omit<CurrentUser, 'roles'>, principal: Principal): CurrentUser {
  const roles = principal.permissions.length > 0 ? principal.permissions : [ROLE_SYSTEM_DEFAULT];
  return { ...profile, roles };
}

export async function currentUser(db: Db, principal: Principal): Promise<CurrentUser> {
  return withRoles(await loadProfile(db, principal.id), principal);
}
