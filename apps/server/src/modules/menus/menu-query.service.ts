import type { Menu, MenuQuery, MenuTree } from '@coalsim/contract';
import { and, asc, count, eq, ilike, isNull, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import { blurryMatch, orderByOf, withinRange } from '../../lib/list-query.js';
import { escapeLike } from '../../lib/sql.js';
import { EXPORT_LIMIT } from '../../lib/xlsx.js';
import { toMenu, type MenuRow } from './menu-record.js';
import { subtreeIds } from './menu-tree.js';
import { sysMenu } from './menu.table.js';

export const MENU_NOT_FOUND = '菜单不存在';
const BUTTON = 2;
const bySort = [asc(sysMenu.menuSort), asc(sysMenu.id)];

function filtersOf(query: MenuQuery): SQL | undefined {
  return and(
    query.title ? ilike(sysMenu.title, `%${escapeLike(query.title)}%`) : undefined,
    blurryMatch([sysMenu.title, sysMenu.component, sysMenu.permission], query.blurry),
    withinRange(sysMenu.createTime, query.createTime),
  );
}

function orderOf(query: MenuQuery) {
  const columns = {
    id: sysMenu.id,
    menuSort: sysMenu.menuSort,
    title: sysMenu.title,
    createTime: sysMenu.createTime,
  };
  return orderByOf(query.sort, columns, [asc(sysMenu.menuSort)], sysMenu.id);
}

/**
 * The tree table's first page: without a filter only the top level (children are lazy-loaded);
 * with one, every matching menu at any depth.
 */
export async function listMenus(db: Db, query: MenuQuery) {
  const where = filtersOf(query) ?? isNull(sysMenu.pid);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sysMenu)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(sysMenu).where(where),
  ]);
  return { content: rows.map((r) => toMenu(r)), totalElements: total?.n ?? 0 };
}

/** Every menu matching the filters, at any depth (an export is about the data, not the tree). */
export async function menusForExport(db: Db, query: MenuQuery): Promise<MenuRow[]> {
  return db
    .select()
    .from(sysMenu)
    .where(filtersOf(query))
    .orderBy(...orderOf(query))
    .limit(EXPORT_LIMIT);
}

export async function lazyMenus(db: Db, pid: number | undefined): Promise<Menu[]> {
  const rows = await db
    .select()
    .from(sysMenu)
    .where(pid ? eq(sysMenu.pid, pid) : isNull(sysMenu.pid))
    .orderBy(...bySort);
  return rows.map((r) => toMenu(r));
}

/** The menu and all its descendants, for the role page's cascading check. */
export async function childMenuIds(db: Db, id: number): Promise<number[]> {
  const ids = await subtreeIds(db, [id]);
  if (ids.length === 0) throw notFound(MENU_NOT_FOUND);
  return ids.sort((a, b) => a - b);
}

/**
 * The parent picker of the edit form: for each given menu, its siblings and the siblings of each
 * ancestor up to the top, as a tree, without the given menus themselves (so a menu can never be
 * put under itself or its subtree). Buttons are left out: nothing may live under a button.
 */
export async function superiorMenus(db: Db, ids: number[]): Promise<MenuTree[]> {
  const all = await db
    .select()
    .from(sysMenu)
    .orderBy(...bySort);
  const pages = all.filter((m) => m.type !== BUTTON);
  const excluded = new Set(ids);
  const childCount = (id: number) => pages.filter((m) => m.pid === id && !excluded.has(m.id)).length;
  const leaf = (m: MenuRow): MenuTree => toMenu(m, childCount(m.id) > 0);
  if (ids.length === 0) return pages.filter((m) => m.pid === null).map(leaf);

  const byId = new Map(all.map((m) => [m.id, m]));
  const chosen = new Set<number>();
  for (const id of ids) {
    let menu = byId.get(id);
    if (!menu) throw notFound(MENU_NOT_FOUND);
    // Climb to the top, taking in each level's siblings; the guard stops on corrupt cycles.
    for (let guard = 0; menu && guard < 100; guard++) {
      const pid: number | null = menu.pid;
      for (const m of pages) if (m.pid === pid) chosen.add(m.id);
      menu = pid === null ? undefined : byId.get(pid);
    }
  }
  const nodes = pages.filter((m) => chosen.has(m.id) && !excluded.has(m.id));
  const build = (pid: number | null): MenuTree[] =>
    nodes
      .filter((m) => m.pid === pid)
      .map((m) => {
        const children = build(m.id);
        return children.length > 0 ? { ...leaf(m), children } : leaf(m);
      });
  return build(null);
}
