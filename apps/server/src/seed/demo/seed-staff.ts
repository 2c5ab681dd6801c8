import { eq, inArray } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { sysUser } from '../../db/tables/account.table.js';
import { sysMenu } from '../../modules/menus/menu.table.js';
import { sysRole, sysRolesMenus, sysUsersRoles } from '../../modules/roles/role.table.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What 运营人员 may do: watch who is online (but not kick anyone out), look up and edit users
 * (not create or delete them) and read dictionaries. The directories are listed so the sidebar
 * shows their pages.
 */
export const OPERATOR_MENUS = ['系统管理', '用户管理', '用户编辑', '字典管理', '系统监控', '在线用户'];

/**
 * The back-office demo: the 超级管理员 role (every menu) for admin, and a second, weaker staff
 * role 运营人员 held by the `operator` account, to show a back office cut down by permissions.
 */
export async function seedStaffDemo(tx: Tx, passwordHash: string): Promise<void> {
  const audit = { createBy: 'system', updateBy: 'system' };
  const [superAdmin, operatorRole] = await tx
    .insert(sysRole)
    .values([
      { name: '超级管理员', level: 1, description: '拥有全部菜单与权限', ...audit },
      { name: '运营人员', level: 2, description: '查看在线用户、维护用户资料、查阅字典', ...audit },
    ])
    .returning({ id: sysRole.id });
  const allMenus = await tx.select({ id: sysMenu.id }).from(sysMenu);
  const operatorMenus = await tx
    .select({ id: sysMenu.id })
    .from(sysMenu)
    .where(inArray(sysMenu.title, OPERATOR_MENUS));
  await tx
    .insert(sysRolesMenus)
    .values([
      ...allMenus.map((m) => ({ roleId: superAdmin!.id, menuId: m.id })),
      ...operatorMenus.map((m) => ({ roleId: operatorRole!.id, menuId: m.id })),
    ]);

  const [admin] = await tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'admin'));
  const [operator] = await tx
    .insert(sysUser)
    .values({
      username: 'operator',
      nickName: '运营专员',
      passwordHash,
      role: 1,
      email: 'operator@coalsim.cn',
      phone: '18800001111',
      gender: '女',
      ...audit,
    })
    .returning({ id: sysUser.id });
  await tx
    .insert(sysUsersRoles)
    .values([
      ...(admin ? [{ userId: admin.id, roleId: superAdmin!.id }] : []),
      { userId: operator!.id, roleId: operatorRole!.id },
    ]);
}
