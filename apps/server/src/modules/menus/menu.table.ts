import { bigint, boolean, index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';

import { auditColumns, id } from '../../db/columns.js';

/**
 * eladmin's menus: directories (0), pages (1) and buttons (2). They are both the navigation and
 * the permission store: a role reaches a permission string through the menus it is given.
 */
export const sysMenu = pgTable(
  'sys_menu',
  {
    id: id(),
    /** null for top-level entries. */
    pid: bigint('pid', { mode: 'number' }),
    subCount: integer('sub_count').notNull().default(0),
    type: smallint('type').notNull(),
    title: varchar('title', { length: 100 }).notNull().unique(),
    /** The page component's name in the web registry; unique when set. */
    componentName: varchar('name', { length: 100 }).unique(),
    component: varchar('component', { length: 255 }),
    path: varchar('path', { length: 255 }),
    iFrame: boolean('i_frame').notNull().default(false),
    cache: boolean('cache').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    icon: varchar('icon', { length: 100 }),
    menuSort: integer('menu_sort').notNull().default(999),
    permission: varchar('permission', { length: 255 }),
    ...auditColumns(),
  },
  (t) => [index('sys_menu_pid_idx').on(t.pid)],
);
