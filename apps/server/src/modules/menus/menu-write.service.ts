import type { Menu, MenuBody, MenuUpdateBody } from '@coalsim/contract';
import { eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { Principal } from '../auth/current-user.js';
import { MENU_NOT_FOUND } from './menu-query.service.js';
import { toMenu } from './menu-record.js';
import { checkMenu, COMPONENT_NAME_TAKEN, TITLE_TAKEN } from './menu-rules.js';
import { recountChildren, subtreeIds } from './menu-tree.js';
import { sysMenu } from './menu.table.js';

/** Two writers racing past checkMenu meet the unique indexes; they get the same 409. */
function uniqueToConflict(err: unknown): never {
  if (isUniqueViolation(err, 'sys_menu_title_unique')) throw conflict(TITLE_TAKEN, { title: [TITLE_TAKEN] });
  if (isUniqueViolation(err, 'sys_menu_name_unique')) {
    throw conflict(COMPONENT_NAME_TAKEN, { componentName: [COMPONENT_NAME_TAKEN] });
  }
  throw err;
}

export async function createMenu(db: Db, principal: Principal, body: MenuBody): Promise<Menu> {
  try {
    return await db.transaction(async (tx) => {
      await checkMenu(tx, body);
      const [row] = await tx
        .insert(sysMenu)
        .values({ ...body, subCount: 0, createBy: principal.username, updateBy: principal.username })
        .returning();
      await recountChildren(tx, body.pid);
      return toMenu(row!);
    });
  } catch (err) {
    uniqueToConflict(err);
  }
}

export async function updateMenu(db: Db, principal: Principal, body: MenuUpdateBody): Promise<Menu> {
  const { id, ...changes } = body;
  try {
    return await db.transaction(async (tx) => {
      // Locked, so that two moves at once cannot build a cycle between them.
      const [current] = await tx.select().from(sysMenu).where(eq(sysMenu.id, id)).for('update');
      if (!current) throw notFound(MENU_NOT_FOUND);
      await checkMenu(tx, changes, current);
      const [row] = await tx
        .update(sysMenu)
        .set({ ...changes, updateBy: principal.username, updateTime: sql`now()` })
        .where(eq(sysMenu.id, id))
        .returning();
      if (current.pid !== changes.pid) {
        await recountChildren(tx, current.pid);
        await recountChildren(tx, changes.pid);
      }
      return toMenu(row!);
    });
  } catch (err) {
    uniqueToConflict(err);
  }
}

/**
 * Deletes the menus and everything below them in one transaction: either the whole subtrees go
 * (with their role grants, by cascade) or nothing does. Unknown ids are ignored, like eladmin.
 */
export async function deleteMenus(db: Db, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const doomed = await subtreeIds(tx, ids);
    if (doomed.length === 0) return;
    const parents = await tx
      .selectDistinct({ pid: sysMenu.pid })
      .from(sysMenu)
      .where(inArray(sysMenu.id, doomed));
    await tx.delete(sysMenu).where(inArray(sysMenu.id, doomed));
    const gone = new Set(doomed);
    for (const { pid } of parents) if (pid !== null && !gone.has(pid)) await recountChildren(tx, pid);
  });
}
