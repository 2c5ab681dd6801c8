import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { sysMenu } from '../modules/menus/menu.table.js';
import { createTestDatabase } from '../testing/build-test-app.js';
import { seedReference } from './reference-data.js';
import { BACK_OFFICE_MENUS } from './reference-menus.js';

const count = (seeds = BACK_OFFICE_MENUS): number =>
  seeds.reduce((n, s) => n + 1 + count(s.children ?? []), 0);

describe('reference menus', async () => {
  const { db } = await createTestDatabase(false);

  it('seeds 系统管理 with its five pages and their buttons, and 系统监控', async () => {
    expect(await db.$count(sysMenu)).toBe(count());
    const [system] = await db.select().from(sysMenu).where(eq(sysMenu.title, '系统管理'));
    expect(system).toMatchObject({ type: 0, path: 'system', icon: 'system', menuSort: 1, subCount: 5 });
    const pages = await db
      .select()
      .from(sysMenu)
      .where(eq(sysMenu.pid, system!.id))
      .orderBy(sysMenu.menuSort);
    expect(pages.map((p) => [p.title, p.component, p.componentName, p.icon, p.permission])).toEqual([
      ['用户管理', 'system/user/index', 'User', 'peoples', 'user:list'],
      ['角色管理', 'system/role/index', 'Role', 'role', 'roles:list'],
      ['菜单管理', 'system/menu/index', 'Menu', 'menu', 'menu:list'],
      ['字典管理', 'system/dict/index', 'Dict', 'dictionary', 'dict:list'],
      ['定时任务', 'system/timing/index', 'Timing', 'timing', 'job:list'],
    ]);
    const buttons = await db
      .select()
      .from(sysMenu)
      .where(eq(sysMenu.pid, pages[1]!.id))
      .orderBy(sysMenu.menuSort);
    expect(buttons.map((b) => [b.title, b.type, b.permission])).toEqual([
      ['角色新增', 2, 'roles:add'],
      ['角色编辑', 2, 'roles:edit'],
      ['角色删除', 2, 'roles:del'],
    ]);
  });

  it('adds nothing twice on the next start, even for menus an administrator renamed', async () => {
    await db.update(sysMenu).set({ title: '账号管理' }).where(eq(sysMenu.title, '用户管理'));
    await db.update(sysMenu).set({ title: '平台设置' }).where(eq(sysMenu.title, '系统管理'));
    await db.update(sysMenu).set({ title: '添加用户' }).where(eq(sysMenu.title, '用户新增'));
    await seedReference(db);
    expect(await db.$count(sysMenu)).toBe(count());
    expect(await db.$count(sysMenu, eq(sysMenu.title, '用户管理'))).toBe(0);
  });

  it('puts back a reference menu that is missing', async () => {
    await db.delete(sysMenu).where(eq(sysMenu.title, '字典删除'));
    await seedReference(db);
    expect(await db.$count(sysMenu, eq(sysMenu.title, '字典删除'))).toBe(1);
  });
});
