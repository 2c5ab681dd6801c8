import type { MenuVo } from '@coalsim/contract';
import { and, asc, inArray, ne, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import type { Principal } from '../auth/current-user.js';
import { sysMenu } from './menu.table.js';

type MenuRow = typeof sysMenu.$inferSelect;

/**
 * The directories and pages a user may see: all for the super admin, else those of its roles plus
 * the directories above its pages, so a page granted without its directory (a half-checked tree
 * in the role page) still shows in the sidebar. Buttons never pull in their page.
 */
export async function visibleMenus(db: Db, principal: Principal): Promise<MenuRow[]> {
  const order = [asc(sysMenu.menuSort), asc(sysMenu.id)];
  if (principal.isAdmin)
    return db
      .select()
      .from(sysMenu)
      .where(ne(sysMenu.type, 2))
      .orderBy(...order);
  const granted = await db.execute<{ id: number }>(sql`
    WITH RECURSIVE visible AS (
      SELECT m.id, m.pid FROM sys_menu m
      WHERE m.type <> 2 AND m.id IN (
        SELECT rm.menu_id FROM sys_roles_menus rm
        JOIN sys_users_roles ur ON ur.role_id = rm.role_id
        WHERE ur.user_id = ${principal.id})
      UNION
      SELECT p.id, p.pid FROM sys_menu p JOIN visible v ON p.id = v.pid
    )
    SELECT id FROM visible`);
  const ids = granted.rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return db
    .select()
    .from(sysMenu)
    .where(and(ne(sysMenu.type, 2), inArray(sysMenu.id, ids)))
    .orderBy(...order);
}

function toVo(menu: MenuRow, children: MenuVo[], topLevel: boolean): MenuVo {
  const meta = { title: menu.title, icon: menu.icon, noCache: !menu.cache };
  const path = menu.iFrame ? (menu.path ?? '') : topLevel ? `/${menu.path ?? ''}` : (menu.path ?? '');
  const component = menu.iFrame
    ? undefined
    : topLevel
      ? menu.component || 'Layout'
      : menu.type === 0
        ? menu.component || 'ParentView'
        : (menu.component ?? undefined);
  const vo: MenuVo = { name: menu.componentName || menu.title, path, hidden: menu.hidden, component, meta };
  if (children.length > 0) return { ...vo, alwaysShow: true, redirect: 'noredirect', children };
  if (topLevel && menu.type === 1) {
    // A single page at the top still needs the layout around it: wrap it (eladmin's shape).
    return {
      name: null,
      path: menu.iFrame ? path : `/${menu.path ?? ''}`,
      hidden: menu.hidden,
      component: 'Layout',
      meta: null,
      children: [{ ...vo, path: menu.iFrame ? path : 'index' }],
    };
  }
  return vo;
}

/**
 * eladmin's MenuVo tree: `Layout` at the top, `ParentView` for nested directories, page names
 * otherwise; parents get `alwaysShow` and `redirect: 'noredirect'`. Directories left without a
 * visible child are dropped rather than shown empty.
 */
export function buildMenuTree(menus: MenuRow[]): MenuVo[] {
  const ids = new Set(menus.map((m) => m.id));
  const childrenOf = new Map<number | null, MenuRow[]>();
  for (const m of menus) {
    const parent = m.pid !== null && ids.has(m.pid) ? m.pid : m.pid === null ? null : undefined;
    if (parent === undefined) continue; // its parent is not visible to this user
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), m]);
  }
  const build = (pid: number | null, topLevel: boolean): MenuVo[] =>
    (childrenOf.get(pid) ?? []).flatMap((m) => {
      const children = build(m.id, false);
      if (m.type === 0 && children.length === 0) return [];
      return [toVo(m, children, topLevel)];
    });
  return build(null, true);
}
