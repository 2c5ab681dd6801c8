import { count, eq, inArray, isNull, or } from 'drizzle-orm';

import type { Db } from '../db/database.js';
import { sysMenu } from '../modules/menus/menu.table.js';
import { sysRolesMenus } from '../modules/roles/role.table.js';
import { BACK_OFFICE_MENUS, type MenuSeed } from './reference-menu-tree.js';

export { BACK_OFFICE_MENUS };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Adds the menus that are missing; existing ones stay as edited. A seed matches a menu with its
 * title, its component name, or (at the same level) its permission or path, so that a menu an
 * administrator renamed is not added a second time (a second `User` page would even break the
 * unique component name and stop the start). The ids of the menus it adds go to `added`.
 */
async function addMissingMenus(
  tx: Tx,
  seeds: MenuSeed[],
  pid: number | null,
  added: number[],
): Promise<void> {
  const titles = seeds.map((s) => s.title);
  const names = seeds.flatMap((s) => (s.componentName ? [s.componentName] : []));
  const existing = await tx
    .select()
    .from(sysMenu)
    .where(
      or(
        inArray(sysMenu.title, titles),
        names.length > 0 ? inArray(sysMenu.componentName, names) : undefined,
        pid === null ? isNull(sysMenu.pid) : eq(sysMenu.pid, pid),
      ),
    );
  const matches = (seed: MenuSeed, e: (typeof existing)[number]) =>
    e.title === seed.title ||
    (!!seed.componentName && e.componentName === seed.componentName) ||
    (e.pid === pid && e.type === seed.type && !!seed.permission && e.permission === seed.permission) ||
    (e.pid === pid && e.type === seed.type && !!seed.path && e.path === seed.path);
  for (const seed of seeds) {
    let id = existing.find((e) => matches(seed, e))?.id;
    if (id === undefined) {
      const { children, ...menu } = seed;
      const [row] = await tx
        .insert(sysMenu)
        .values({ ...menu, pid, subCount: children?.length ?? 0, createBy: 'system', updateBy: 'system' })
        .returning({ id: sysMenu.id });
      id = row!.id;
      added.push(id);
    }
    if (seed.children) await addMissingMenus(tx, seed.children, id, added);
  }
  if (pid !== null) {
    const count = (await tx.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.pid, pid))).length;
    await tx.update(sysMenu).set({ subCount: count }).where(eq(sysMenu.id, pid));
  }
}

/** Roles that hold every menu there is (超级管理员 of the demo, or one an installation made so). */
async function rolesWithEveryMenu(tx: Tx): Promise<number[]> {
  const [menus] = await tx.select({ n: count() }).from(sysMenu);
  if (!menus || menus.n === 0) return [];
  const roles = await tx
    .select({ roleId: sysRolesMenus.roleId })
    .from(sysRolesMenus)
    .groupBy(sysRolesMenus.roleId)
    .having(eq(count(), menus.n));
  return roles.map((r) => r.roleId);
}

/**
 * Adds the missing reference menus (on every start). A role that held every menu before keeps
 * doing so: it gets the new ones too, so an upgrade's new pages reach the full-access role of an
 * existing installation; every other role's menus stay as its administrator chose them.
 */
export async function seedMenus(tx: Tx, seeds = BACK_OFFICE_MENUS): Promise<void> {
  const fullRoles = await rolesWithEveryMenu(tx);
  const added: number[] = [];
  await addMissingMenus(tx, seeds, null, added);
  if (added.length === 0 || fullRoles.length === 0) return;
  await tx
    .insert(sysRolesMenus)
    .values(fullRoles.flatMap((roleId) => added.map((menuId) => ({ roleId, menuId }))))
    .onConflictDoNothing();
}
