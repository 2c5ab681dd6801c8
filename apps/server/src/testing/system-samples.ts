import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';

import type { Db } from '../db/database.js';
import { sysUser } from '../db/tables/account.table.js';
import { hashPassword } from '../lib/password.js';
import { sysDict, sysDictDetail } from '../modules/dict/dict.table.js';
import { sysMenu } from '../modules/menus/menu.table.js';
import { sysRole } from '../modules/roles/role.table.js';
import { bearer } from './auth-helpers.js';

type Sample = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'>;

/**
 * One realistic call per system-management endpoint (users, roles, menus, dictionaries) for the
 * no-secrets scan, against the demo data; ids are looked up, not guessed. What the deletes take
 * is made here, so that each removes a row that exists (the access matrix wants their 2xx).
 */
export async function systemSamples(db: Db, tokens: { admin: string; worker: string }) {
  const idOf = async <T extends { id: number }>(rows: Promise<T[]>, what: string) => {
    const [row] = await rows;
    if (!row) throw new Error(`demo data has no ${what}`);
    return row.id;
  };
  const menuId = (title: string) =>
    idOf(db.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.title, title)), title);
  const systemId = await menuId('系统管理');
  const dictPageId = await menuId('字典管理');
  const operatorRoleId = await idOf(
    db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.name, '运营人员')),
    'role',
  );
  const operatorId = await idOf(
    db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'operator')),
    'operator',
  );
  const workerId = await idOf(
    db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'worker')),
    'worker',
  );
  const dictId = await idOf(
    db.select({ id: sysDict.id }).from(sysDict).where(eq(sysDict.name, 'user_status')),
    'dict',
  );
  const detailId = await idOf(
    db.select({ id: sysDictDetail.id }).from(sysDictDetail).where(eq(sysDictDetail.label, '激活')),
    'detail',
  );
  const admin = bearer(tokens.admin);
  const made = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows)[0]!.id;
  const doomedMenu = await made(
    db.insert(sysMenu).values({ type: 2, title: '扫描待删按钮', permission: 'scan:del' }).returning(),
  );
  const doomedDict = await made(db.insert(sysDict).values({ name: 'scan_doomed' }).returning());
  const doomedDetail = await made(
    db.insert(sysDictDetail).values({ dictId, label: '扫描待删', value: 'doomed' }).returning(),
  );
  const doomedRole = await made(db.insert(sysRole).values({ name: '扫描待删角色', level: 3 }).returning());
  // No menus: a caller may assign only roles whose every permission it holds itself.
  const emptyRole = await made(db.insert(sysRole).values({ name: '扫描空角色', level: 3 }).returning());
  const passwordHash = await hashPassword('doomed2026pw');
  const doomedUser = await made(
    db
      .insert(sysUser)
      .values({ username: 'scandoomed', nickName: '待删', passwordHash, role: 1 })
      .returning(),
  );

  return {
    listMenus: [{ method: 'GET', url: '/api/menus?title=管理&sort=menuSort,asc', headers: admin }],
    downloadMenus: [{ method: 'GET', url: '/api/menus/download', headers: admin }],
    lazyMenus: [{ method: 'GET', url: `/api/menus/lazy?pid=${systemId}`, headers: admin }],
    childMenus: [{ method: 'GET', url: `/api/menus/child?id=${systemId}`, headers: admin }],
    superiorMenus: [{ method: 'POST', url: '/api/menus/superior', headers: admin, payload: [dictPageId] }],
    createMenu: [
      {
        method: 'POST',
        url: '/api/menus',
        headers: admin,
        payload: { type: 1, title: '扫描页面', path: 'scan', component: 'scan/index', pid: systemId },
      },
    ],
    updateMenu: [
      {
        method: 'PUT',
        url: '/api/menus',
        headers: admin,
        payload: {
          id: dictPageId,
          type: 1,
          title: '字典管理',
          pid: systemId,
          path: 'dict',
          component: 'system/dict/index',
          componentName: 'Dict',
          icon: 'dictionary',
          permission: 'dict:list',
          cache: true,
          menuSort: 4,
        },
      },
    ],
    deleteMenus: [{ method: 'DELETE', url: '/api/menus', headers: admin, payload: [doomedMenu] }],
    listDicts: [{ method: 'GET', url: '/api/dict?blurry=status', headers: admin }],
    downloadDicts: [{ method: 'GET', url: '/api/dict/download', headers: admin }],
    allDicts: [{ method: 'GET', url: '/api/dict/all', headers: admin }],
    createDict: [{ method: 'POST', url: '/api/dict', headers: admin, payload: { name: 'scan_dict' } }],
    updateDict: [
      {
        method: 'PUT',
        url: '/api/dict',
        headers: admin,
        payload: { id: dictId, name: 'user_status', description: '用户状态' },
      },
    ],
    deleteDicts: [{ method: 'DELETE', url: '/api/dict', headers: admin, payload: [doomedDict] }],
    createDictDetail: [
      {
        method: 'POST',
        url: '/api/dictDetail',
        headers: admin,
        payload: { label: '锁定', value: 'locked', dictSort: 3, dict: { id: dictId } },
      },
    ],
    updateDictDetail: [
      {
        method: 'PUT',
        url: '/api/dictDetail',
        headers: admin,
        payload: { id: detailId, label: '激活', value: 'true', dictSort: 1, dict: { id: dictId } },
      },
    ],
    deleteDictDetail: [{ method: 'DELETE', url: `/api/dictDetail/${doomedDetail}`, headers: admin }],
    listUsers: [{ method: 'GET', url: '/api/users?size=100', headers: admin }],
    downloadUsers: [{ method: 'GET', url: '/api/users/download', headers: admin }],
    createUser: [
      {
        method: 'POST',
        url: '/api/users',
        headers: admin,
        payload: { username: 'scan02', nickName: '扫描', role: 1, roles: [{ id: emptyRole }] },
      },
    ],
    updateUser: [
      {
        method: 'PUT',
        url: '/api/users',
        headers: admin,
        payload: { id: workerId, nickName: '李明', role: 3, roles: [] },
      },
    ],
    resetUserPasswords: [
      { method: 'PUT', url: '/api/users/resetPwd', headers: admin, payload: [operatorId] },
    ],
    deleteUsers: [{ method: 'DELETE', url: '/api/users', headers: admin, payload: [doomedUser] }],
    listRoles: [{ method: 'GET', url: '/api/roles', headers: admin }],
    downloadRoles: [{ method: 'GET', url: '/api/roles/download', headers: admin }],
    allRoles: [{ method: 'GET', url: '/api/roles/all', headers: admin }],
    getRoleLevel: [{ method: 'GET', url: '/api/roles/level', headers: bearer(tokens.worker) }],
    getRole: [{ method: 'GET', url: `/api/roles/${operatorRoleId}`, headers: admin }],
    createRole: [
      { method: 'POST', url: '/api/roles', headers: admin, payload: { name: '扫描角色', level: 3 } },
    ],
    updateRole: [
      {
        method: 'PUT',
        url: '/api/roles',
        headers: admin,
        payload: { id: operatorRoleId, name: '运营人员', level: 2, description: '运营' },
      },
    ],
    assignRoleMenus: [
      {
        method: 'PUT',
        url: '/api/roles/menu',
        headers: admin,
        payload: { id: operatorRoleId, menus: [{ id: systemId }, { id: dictPageId }] },
      },
    ],
    deleteRoles: [{ method: 'DELETE', url: '/api/roles', headers: admin, payload: [doomedRole] }],
  } satisfies Record<string, Sample[]>;
}
