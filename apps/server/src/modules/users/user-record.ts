import type { User } from '@coalsim/contract';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { enterprise, sysUser } from '../../db/tables/account.table.js';
import { notFound } from '../../lib/http-error.js';
import { sysRole, sysUsersRoles } from '../roles/role.table.js';

export const USER_NOT_FOUND = '用户不存在';

/** Every column the admin pages show; the password hash is deliberately not among them. */
export const userColumns = {
  id: sysUser.id,
  username: sysUser.username,
  nickName: sysUser.nickName,
  role: sysUser.role,
  email: sysUser.email,
  phone: sysUser.phone,
  gender: sysUser.gender,
  avatarName: sysUser.avatarName,
  enabled: sysUser.enabled,
  isAdmin: sysUser.isAdmin,
  createTime: sysUser.createTime,
  pwdResetTime: sysUser.pwdResetTime,
  enterpriseId: enterprise.id,
  enterpriseName: enterprise.name,
};

/** A query over users with their enterprise; the caller adds WHERE, ORDER BY and paging. */
export function selectUsers(db: Db) {
  return db.select(userColumns).from(sysUser).leftJoin(enterprise, eq(enterprise.id, sysUser.enterpriseId));
}

type UserRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['execute']>>[number];

/** Adds each user's roles, in one query for the whole page. */
export async function withRoles(db: Db, rows: UserRow[]): Promise<User[]> {
  const ids = rows.map((r) => r.id);
  const links =
    ids.length === 0
      ? []
      : await db
          .select({
            userId: sysUsersRoles.userId,
            id: sysRole.id,
            name: sysRole.name,
            level: sysRole.level,
            description: sysRole.description,
          })
          .from(sysUsersRoles)
          .innerJoin(sysRole, eq(sysRole.id, sysUsersRoles.roleId))
          .where(inArray(sysUsersRoles.userId, ids))
          .orderBy(asc(sysRole.level), asc(sysRole.id));
  return rows.map(({ enterpriseId, enterpriseName, createTime, pwdResetTime, ...user }) => ({
    ...user,
    enterprise:
      enterpriseId !== null && enterpriseName !== null ? { id: enterpriseId, name: enterpriseName } : null,
    roles: links.filter((l) => l.userId === user.id).map(({ userId: _u, ...role }) => role),
    createTime: createTime.toISOString(),
    pwdResetTime: pwdResetTime?.toISOString() ?? null,
  }));
}

export async function findUsers(db: Db, where: SQL): Promise<User[]> {
  return withRoles(db, await selectUsers(db).where(where).orderBy(asc(sysUser.id)));
}

export async function getUser(db: Db, id: number): Promise<User> {
  const [user] = await findUsers(db, eq(sysUser.id, id));
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}
