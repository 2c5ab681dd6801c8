import { ROLE_SYSTEM_DEFAULT, SUPER_ADMIN, type CurrentUser, type EnterpriseStatus } from '@coalsim/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { enterprise, sysUser } from '../../db/tables/account.table.js';
import { assessTeamMember } from '../access/assess.table.js';
import { sysMenu } from '../menus/menu.table.js';
import { entDept, entJob, entWorker } from '../org/org.table.js';
import { sysRolesMenus, sysUsersRoles } from '../roles/role.table.js';

/** What the server knows about the caller of a request. */
export interface Principal {
  id: number;
  username: string;
  /** Account type: 1 staff, 2 enterprise, 3 individual. */
  role: number;
  /** The enterprise whose rows the caller's scoped requests reach (DESIGN §11 "Principal"). */
  enterpriseId: number | null;
  /** Its verification status: endpoints for verified enterprises only check it. */
  enterpriseStatus: EnterpriseStatus | null;
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

/**
 * The caller behind a user id, or undefined when the account may not act: disabled, or an account
 * of an enterprise platform staff have disabled (its enterprise users and its staff members alike).
 */
export async function loadPrincipal(db: Db, userId: number): Promise<Principal | undefined> {
  const [row] = await db
    .select({
      id: sysUser.id,
      username: sysUser.username,
      role: sysUser.role,
      enterpriseId: sysUser.enterpriseId,
      isAdmin: sysUser.isAdmin,
      enabled: sysUser.enabled,
      enterpriseStatus: enterprise.status,
      enterpriseEnabled: enterprise.enabled,
    })
    .from(sysUser)
    .leftJoin(enterprise, eq(enterprise.id, sysUser.enterpriseId))
    .where(eq(sysUser.id, userId));
  if (!row?.enabled || row.enterpriseEnabled === false) return undefined;
  const { enabled: _enabled, enterpriseEnabled: _enterpriseEnabled, ...user } = row;
  return {
    ...user,
    enterpriseStatus: (user.enterpriseStatus as EnterpriseStatus | null) ?? null,
    permissions: await permissionsOf(db, user.id, user.isAdmin),
  };
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
      enterprise: {
        id: enterprise.id,
        name: enterprise.name,
        status: enterprise.status,
        rejectReason: enterprise.rejectReason,
      },
    })
    .from(sysUser)
    .leftJoin(enterprise, eq(enterprise.id, sysUser.enterpriseId))
    .where(eq(sysUser.id, userId));
  if (!row) throw new Error(`user ${userId} vanished`);
  const company = row.enterprise?.id
    ? { ...row.enterprise, status: row.enterprise.status as EnterpriseStatus }
    : null;
  const individual = row.user.role === 3;
  return {
    ...row.user,
    enterprise: company,
    worker: individual ? await workerOf(db, userId) : null,
    expert: individual && (await onExpertTeam(db, userId)),
  };
}

/** Whether the account is a member of any expert team (考核团队). */
async function onExpertTeam(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(assessTeamMember)
    .where(eq(assessTeamMember.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** Where a staff member's account (type 3, opened by the enterprise) works: read-only in 个人中心. */
async function workerOf(db: Db, userId: number): Promise<CurrentUser['worker']> {
  const [row] = await db
    .select({ employeeNo: entWorker.employeeNo, dept: entDept.name, post: entJob.name })
    .from(entWorker)
    .leftJoin(entDept, eq(entDept.id, entWorker.deptId))
    .leftJoin(entJob, eq(entJob.id, entWorker.jobId))
    .where(eq(entWorker.userId, userId));
  return row ?? null;
}

/** The user as `auth/info` and `auth/login` return it: the profile and the permission strings. */
export function withRoles(profile: Omit<CurrentUser, 'roles'>, principal: Principal): CurrentUser {
  const roles = principal.permissions.length > 0 ? principal.permissions : [ROLE_SYSTEM_DEFAULT];
  return { ...profile, roles };
}

export async function currentUser(db: Db, principal: Principal): Promise<CurrentUser> {
  return withRoles(await loadProfile(db, principal.id), principal);
}
