import type { Role, RoleBrief, RoleQuery } from '@coalsim/contract';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import { blurryMatch, orderByOf, withinRange } from '../../lib/list-query.js';
import { EXPORT_LIMIT } from '../../lib/xlsx.js';
import { sysRole, sysRolesMenus } from './role.table.js';

export const ROLE_NOT_FOUND = '角色不存在';

type RoleRow = typeof sysRole.$inferSelect;

/** Roles with the ids of their menus, in one extra query for the whole page. */
export async function withMenus(db: Db, rows: RoleRow[]): Promise<Role[]> {
  const ids = rows.map((r) => r.id);
  const links =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(sysRolesMenus)
          .where(inArray(sysRolesMenus.roleId, ids))
          .orderBy(asc(sysRolesMenus.menuId));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    level: r.level,
    description: r.description,
    createTime: r.createTime.toISOString(),
    menus: links.filter((l) => l.roleId === r.id).map((l) => ({ id: l.menuId })),
  }));
}

function filtersOf(query: RoleQuery): SQL | undefined {
  return and(
    blurryMatch([sysRole.name, sysRole.description], query.blurry),
    withinRange(sysRole.createTime, query.createTime),
  );
}

function orderOf(query: RoleQuery) {
  const columns = {
    id: sysRole.id,
    name: sysRole.name,
    level: sysRole.level,
    createTime: sysRole.createTime,
  };
  return orderByOf(query.sort, columns, [asc(sysRole.level)], sysRole.id);
}

export async function listRoles(db: Db, query: RoleQuery) {
  const where = filtersOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sysRole)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(sysRole).where(where),
  ]);
  return { content: await withMenus(db, rows), totalElements: total?.n ?? 0 };
}

export async function rolesForExport(db: Db, query: RoleQuery): Promise<RoleRow[]> {
  return db
    .select()
    .from(sysRole)
    .where(filtersOf(query))
    .orderBy(...orderOf(query))
    .limit(EXPORT_LIMIT);
}

export async function allRoles(db: Db): Promise<RoleBrief[]> {
  return db
    .select({ id: sysRole.id, name: sysRole.name, level: sysRole.level, description: sysRole.description })
    .from(sysRole)
    .orderBy(asc(sysRole.level), asc(sysRole.id));
}

export async function findRole(db: Db, id: number): Promise<RoleRow> {
  const [row] = await db.select().from(sysRole).where(eq(sysRole.id, id));
  if (!row) throw notFound(ROLE_NOT_FOUND);
  return row;
}

export async function getRole(db: Db, id: number): Promise<Role> {
  const [role] = await withMenus(db, [await findRole(db, id)]);
  return role!;
}
