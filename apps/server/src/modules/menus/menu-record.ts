import type { Menu } from '@coalsim/contract';

import type { sysMenu } from './menu.table.js';

export type MenuRow = typeof sysMenu.$inferSelect;

/**
 * A row as the admin pages see it. `hasChildren` defaults to the stored sub_count; the parent
 * picker passes its own count, because it hides some children.
 */
export function toMenu(row: MenuRow, hasChildren = row.subCount > 0): Menu {
  return {
    id: row.id,
    pid: row.pid,
    subCount: row.subCount,
    type: row.type,
    title: row.title,
    componentName: row.componentName,
    component: row.component,
    path: row.path,
    iFrame: row.iFrame,
    cache: row.cache,
    hidden: row.hidden,
    icon: row.icon,
    menuSort: row.menuSort,
    permission: row.permission,
    createTime: row.createTime.toISOString(),
    hasChildren,
    leaf: !hasChildren,
    label: row.title,
  };
}
