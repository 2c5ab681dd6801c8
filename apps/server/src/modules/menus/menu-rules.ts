import { EXTERNAL_LINK_MESSAGE, isHttpLink, type MenuBody } from '@coalsim/contract';
import { and, eq, ne, type SQL } from 'drizzle-orm';

import { badRequest, conflict } from '../../lib/http-error.js';
import type { MenuRow } from './menu-record.js';
import { subtreeIds, type Queryable } from './menu-tree.js';
import { sysMenu } from './menu.table.js';

export const TITLE_TAKEN = '菜单标题已存在';
export const COMPONENT_NAME_TAKEN = '组件名称已存在';
export const PARENT_NOT_FOUND = '上级菜单不存在';
export const PARENT_IS_SELF = '上级菜单不能是自己';
export const PARENT_IN_SUBTREE = '不能把菜单移到它自己的下级菜单中';
export const PARENT_IS_BUTTON = '按钮下不能再添加菜单或按钮';
export const BUTTON_NEEDS_PERMISSION = '按钮必须填写权限标识';
export const PATH_REQUIRED = '请输入路由地址';
export const COMPONENT_REQUIRED = '请输入组件路径';
export const BUTTON_WITH_CHILDREN = '有下级菜单的菜单不能改为按钮';

const field = (name: string, message: string) => ({ [name]: [message] });

/** What a menu must look like for its type, before the database is asked anything. */
function checkShape(body: MenuBody): void {
  if (body.iFrame && !isHttpLink(body.path)) {
    throw badRequest(EXTERNAL_LINK_MESSAGE, field('path', EXTERNAL_LINK_MESSAGE));
  }
  if (body.type === 2) {
    if (!body.permission)
      throw badRequest(BUTTON_NEEDS_PERMISSION, field('permission', BUTTON_NEEDS_PERMISSION));
    return;
  }
  if (!body.path) throw badRequest(PATH_REQUIRED, field('path', PATH_REQUIRED));
  if (body.type === 1 && !body.iFrame && !body.component) {
    throw badRequest(COMPONENT_REQUIRED, field('component', COMPONENT_REQUIRED));
  }
}

/** The parent exists, is not a button, and (on edit) is neither the menu nor below it. */
async function checkParent(db: Queryable, pid: number | null, current?: MenuRow): Promise<void> {
  if (pid === null) return;
  if (current && pid === current.id) throw badRequest(PARENT_IS_SELF, field('pid', PARENT_IS_SELF));
  const [parent] = await db.select({ type: sysMenu.type }).from(sysMenu).where(eq(sysMenu.id, pid));
  if (!parent) throw badRequest(PARENT_NOT_FOUND, field('pid', PARENT_NOT_FOUND));
  if (parent.type === 2) throw badRequest(PARENT_IS_BUTTON, field('pid', PARENT_IS_BUTTON));
  if (current && pid !== current.pid && (await subtreeIds(db, [current.id])).includes(pid)) {
    throw badRequest(PARENT_IN_SUBTREE, field('pid', PARENT_IN_SUBTREE));
  }
}

async function taken(db: Queryable, condition: SQL, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sysMenu.id })
    .from(sysMenu)
    .where(and(condition, exceptId === undefined ? undefined : ne(sysMenu.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** Every rule of a menu write: 400 for a bad shape or parent, 409 for a name already in use. */
export async function checkMenu(db: Queryable, body: MenuBody, current?: MenuRow): Promise<void> {
  checkShape(body);
  if (current && body.type === 2 && current.type !== 2 && current.subCount > 0) {
    throw badRequest(BUTTON_WITH_CHILDREN, field('type', BUTTON_WITH_CHILDREN));
  }
  await checkParent(db, body.pid, current);
  if (await taken(db, eq(sysMenu.title, body.title), current?.id)) {
    throw conflict(TITLE_TAKEN, field('title', TITLE_TAKEN));
  }
  if (body.componentName && (await taken(db, eq(sysMenu.componentName, body.componentName), current?.id))) {
    throw conflict(COMPONENT_NAME_TAKEN, field('componentName', COMPONENT_NAME_TAKEN));
  }
}
