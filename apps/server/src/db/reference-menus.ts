import { eq, inArray, isNull, or } from 'drizzle-orm';

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
 * A page of 系统管理 with its list permission and its 新增/编辑/删除 buttons (export needs only
 * the list permission, as in eladmin, so it has no button of its own). Button titles carry the
 * page's noun because titles are unique.
 */
function page(
  title: string,
  path: string,
  componentName: string,
  icon: string,
  resource: string,
  menuSort: number,
): MenuSeed {
  const noun = title.replace('管理', '');
  return {
    title,
    type: 1,
    path,
    component: `system/${path}/index`,
    componentName,
    icon,
    permission: `${resource}:list`,
    cache: true,
    menuSort,
    children: [
      { title: `${noun}新增`, type: 2, permission: `${resource}:add`, menuSort: 1 },
      { title: `${noun}编辑`, type: 2, permission: `${resource}:edit`, menuSort: 2 },
      { title: `${noun}删除`, type: 2, permission: `${resource}:del`, menuSort: 3 },
    ],
  };
}

/**
 * The back office's own menus (and their buttons, which carry the permission strings). Pages are
 * named by `component`, which the web app's page registry resolves.
 */
export const BACK_OFFICE_MENUS: MenuSeed[] = [
  {
    title: '系统管理',
    type: 0,
    path: 'system',
    icon: 'system',
    menuSort: 1,
    children: [
      page('用户管理', 'user', 'User', 'peoples', 'user', 1),
      page('角色管理', 'role', 'Role', 'role', 'roles', 2),
      page('菜单管理', 'menu', 'Menu', 'menu', 'menu', 3),
      page('字典管理', 'dict', 'Dict', 'dictionary', 'dict', 4),
      page('定时任务', 'timing', 'Timing', 'timing', 'job', 5),
    ],
  },
  {
    title: '平台运营',
    type: 0,
    path: 'platform',
    icon: 'app',
    menuSort: 10,
    children: [
      {
        title: '企业管理',
        type: 1,
        path: 'enterprise',
        component: 'platform/enterprise/index',
        componentName: 'Enterprise',
        icon: 'enterprise',
        permission: 'enterprise:list',
        cache: true,
        menuSort: 1,
        children: [{ title: '企业审核', type: 2, permission: 'enterprise:edit', menuSort: 1 }],
      },
    ],
  },
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
      {
        title: '操作日志',
        type: 1,
        path: 'logs',
        component: 'monitor/log/index',
        componentName: 'Log',
        icon: 'log',
        permission: 'log:list',
        cache: true,
        menuSort: 2,
      },
      {
        title: '异常日志',
        type: 1,
        path: 'errorLog',
        component: 'monitor/log/errorLog',
        componentName: 'ErrorLog',
        icon: 'error',
        permission: 'log:list',
        cache: true,
        menuSort: 3,
      },
    ],
  },
  {
    title: '系统工具',
    type: 0,
    path: 'sys-tools',
    icon: 'sys-tools',
    menuSort: 30,
    children: [
      {
        title: '存储管理',
        type: 1,
        path: 'storage',
        component: 'tools/storage/index',
        componentName: 'Storage',
        icon: 'storage',
        permission: 'storage:list',
        cache: true,
        menuSort: 1,
        children: [
          { title: '文件上传', type: 2, permission: 'storage:add', menuSort: 1 },
          { title: '文件编辑', type: 2, permission: 'storage:edit', menuSort: 2 },
          { title: '文件删除', type: 2, permission: 'storage:del', menuSort: 3 },
        ],
      },
    ],
  },
];

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Adds the menus that are missing; existing ones stay as edited. A seed matches a menu with its
 * title, its component name, or (at the same level) its permission or path, so that a menu an
 * administrator renamed is not added a second time (a second `User` page would even break the
 * unique component name and stop the start).
 */
export async function seedMenus(tx: Tx, seeds = BACK_OFFICE_MENUS, pid: number | null = null): Promise<void> {
  const titles = seeds.map((s) => s.title);
  const names = seeds.flatMap((s) => (s.componentName ? [s.componentName] : []));
  const existing = await tx
    .select()
    .from(sysMenu)
    .where(
      or(
        inArray(sysMenu.title, titles),
        names.length > 0 ? inArray(sysMenu.componentName, names) : undefined,
        pid === null ? isNull(sysMenu.pid) : eq(sysMenu.pid, pid),
      ),
    );
  const matches = (seed: MenuSeed, e: (typeof existing)[number]) =>
    e.title === seed.title ||
    (!!seed.componentName && e.componentName === seed.componentName) ||
    (e.pid === pid && e.type === seed.type && !!seed.permission && e.permission === seed.permission) ||
    (e.pid === pid && e.type === seed.type && !!seed.path && e.path === seed.path);
  for (const seed of seeds) {
    let id = existing.find((e) => matches(seed, e))?.id;
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
