import { bigint, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

import { auditColumns, id } from '../../db/columns.js';
import { sysUser } from '../../db/tables/account.table.js';
import { sysMenu } from '../menus/menu.table.js';

/** RBAC roles; a lower `level` is stronger (1 = 管理员). */
export const sysRole = pgTable('sys_role', {
  id: id(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  level: integer('level').notNull().default(3),
  description: varchar('description', { length: 255 }),
  ...auditColumns(),
});

export const sysUsersRoles = pgTable(
  'sys_users_roles',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => sysRole.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('sys_users_roles_role_idx').on(t.roleId)],
);

export const sysRolesMenus = pgTable(
  'sys_roles_menus',
  {
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => sysRole.id, { onDelete: 'cascade' }),
    menuId: bigint('menu_id', { mode: 'number' })
      .notNull()
      .references(() => sysMenu.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('sys_roles_menus_menu_idx').on(t.menuId)],
);
