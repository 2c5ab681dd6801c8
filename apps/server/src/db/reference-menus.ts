import { eq, inArray } from 'drizzle-orm';

import { sysMenu } from '../modules/menus/menu.table.js';
import type { Db } from './database.js';

interface MenuSeed {
  title: string;
  type: 0 | 1 | 2;
  path?: string;
  component?: string;
  componentName?: string;
  icon?: string;
  permission?: string;
  cache?: boolean;
  menuSort: number;
  children?: MenuSeed[];
}

/**
 * The back office's own menus (and their buttons, which carry the permission strings). Pages are
 * named by `component`, which the web app's page registry resolves.
 */
export const BACK_OFFICE_MENUS: MenuSeed[] = [
  {
    title: '系统监控',
    type: 0,
    path: 'monitor',
    icon: 'monitor',
    menuSort: 20,
    children: [
      {
        title: '在线用户',
        type: 1,
        path: 'online',
        component: 'monitor/online/index',
        componentName: 'OnlineUser',
        icon: 'online',
        permission: 'online:list',
        cache: true,
        menuSort: 1,
        children: [{ title: '强制退出', type: 2, permission: 'online:del', menuSort: 1 }],
      },
    ],
  },
];

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Adds the menus that are missing (matched by their unique title); existing ones stay as edited. */
export async function seedMenus(tx: Tx, seeds = BACK_OFFICE_MENUS, pid: number | null = null): Promise<void> {
  const titles = seeds.map((s) => s.title);
  const existing = await tx
    .select({ id: sysMenu.id, title: sysMenu.title })
    .from(sysMenu)
    .where(inArray(sysMenu.title, titles));
  for (const seed of seeds) {
    let id = existing.find((e) => e.title === seed.title)?.id;
    if (id === undefined) {
      const { children, ...menu } = seed;
      const [row] = await tx
        .insert(sysMenu)
        .values({ ...menu, pid, subCount: children?.length ?? 0, createBy: 'system', updateBy: 'system' })
        .returning({ id: sysMenu.id });
      id = row!.id;
    }
    if (seed.children) await seedMenus(tx, seed.children, id);
  }
  if (pid !== null) {
    const count = (await tx.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.pid, pid))).length;
    await tx.update(sysMenu).set({ subCount: count }).where(eq(sysMenu.id, pid));
  }
}
