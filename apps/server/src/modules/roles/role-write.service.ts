import type { Role, RoleBody, RoleMenusBody, RoleUpdateBody } from '@coalsim/contract';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { badRequest, conflict, HttpError } from '../../lib/http-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { Principal } from '../auth/current-user.js';
import { sysMenu } from '../menus/menu.table.js';
import { MENU_BEYOND_OWN, OWN_ROLE_MENUS, ownMenuIds, ownRoleIds } from './role-grants.js';
import { assertRoleLevel, levelOf } from './role-level.js';
import { findRole, getRole } from './role-query.service.js';
import { sysRole, sysRolesMenus, sysUsersRoles } from './role.table.js';

export const ROLE_NAME_TAKEN = '角色名称已存在';

async function assertNameFree(db: Db, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(eq(sysRole.name, name), exceptId === undefined ? undefined : ne(sysRole.id, exceptId)));
  if (row) throw conflict(ROLE_NAME_TAKEN, { name: [ROLE_NAME_TAKEN] });
}

function uniqueToConflict(err: unknown): never {
  if (isUniqueViolation(err, 'sys_role_name_unique'))
    throw conflict(ROLE_NAME_TAKEN, { name: [ROLE_NAME_TAKEN] });
  throw err;
}

export async function createRole(db: Db, principal: Principal, body: RoleBody): Promise<Role> {
  assertRoleLevel(await levelOf(db, principal), body.level);
  await assertNameFree(db, body.name);
  try {
    const [row] = await db
      .insert(sysRole)
      .values({ ...body, createBy: principal.username, updateBy: principal.username })
      .returning({ id: sysRole.id });
    return await getRole(db, row!.id);
  } catch (err) {
    uniqueToConflict(err);
  }
}

/** Both the role as it is and as it would become must be within the caller's reach. */
export async function updateRole(db: Db, principal: Principal, body: RoleUpdateBody): Promise<Role> {
  const { id, ...changes } = body;
  const current = await findRole(db, id);
  const mine = await levelOf(db, principal);
  assertRoleLevel(mine, current.level);
  assertRoleLevel(mine, changes.level);
  await assertNameFree(db, changes.name, id);
  try {
    await db
      .update(sysRole)
      .set({ ...changes, updateBy: principal.username, updateTime: sql`now()` })
      .where(eq(sysRole.id, id));
  } catch (err) {
    uniqueToConflict(err);
  }
  return getRole(db, id);
}

/**
 * Replaces the role's menus and buttons. Beyond eladmin, someone who is not the super admin may
 * only add menus their own roles have, and may not change a role it holds itself, so roles:edit
 * cannot be used to grant oneself more.
 */
export async function assignRoleMenus(db: Db, principal: Principal, body: RoleMenusBody): Promise<Role> {
  const role = await findRole(db, body.id);
  assertRoleLevel(await levelOf(db, principal), role.level);
  const wanted = [...new Set(body.menus.map((m) => m.id))];
  if (wanted.length > 0) {
    const found = await db.select({ id: sysMenu.id }).from(sysMenu).where(inArray(sysMenu.id, wanted));
    if (found.length !== wanted.length) throw badRequest('所选菜单不存在', { menus: ['所选菜单不存在'] });
  }
  if (!principal.isAdmin) {
    if ((await ownRoleIds(db, principal)).has(role.id)) throw new HttpError(403, OWN_ROLE_MENUS);
    const current = new Set((await getRole(db, role.id)).menus.map((m) => m.id));
    const own = await ownMenuIds(db, principal);
    if (wanted.some((id) => !current.has(id) && !own.has(id))) throw new HttpError(403, MENU_BEYOND_OWN);
  }
  await db.transaction(async (tx) => {
    await tx.delete(sysRolesMenus).where(eq(sysRolesMenus.roleId, role.id));
    if (wanted.length > 0) {
      await tx.insert(sysRolesMenus).values(wanted.map((menuId) => ({ roleId: role.id, menuId })));
    }
    await tx
      .update(sysRole)
      .set({ updateBy: principal.username, updateTime: sql`now()` })
      .where(eq(sysRole.id, role.id));
  });
  return getRole(db, role.id);
}

/** A role still held by someone is kept: deleting it would silently strip their permissions. */
export async function deleteRoles(db: Db, principal: Principal, ids: number[]): Promise<void> {
  const roles = await db.select().from(sysRole).where(inArray(sysRole.id, ids));
  const mine = await levelOf(db, principal);
  for (const role of roles) assertRoleLevel(mine, role.level);
  const held = await db
    .select({ name: sysRole.name, users: count() })
    .from(sysUsersRoles)
    .innerJoin(sysRole, eq(sysRole.id, sysUsersRoles.roleId))
    .where(inArray(sysUsersRoles.roleId, ids))
    .groupBy(sysRole.name);
  if (held.length > 0) {
    const names = held.map((h) => `「${h.name}」(${h.users}人)`).join('、');
    throw conflict(`所选角色存在用户关联，请解除关联再试！角色${names}仍分配给用户`);
  }
  await db.delete(sysRole).where(inArray(sysRole.id, ids));
}
