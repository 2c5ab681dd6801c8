import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { sysUser } from '../../db/tables/account.table.js';
import { bearer, createStaff, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { sysMenu } from '../menus/menu.table.js';
import { OWN_ROLE_MENUS } from './role-grants.js';
import { sysRole, sysUsersRoles } from './role.table.js';

const TOO_STRONG = '角色权限不足';
const roleMessage = (mine: number, theirs: number) =>
  `权限不足，你的角色级别：${mine}，低于操作的角色级别：${theirs}`;

describe('role levels: nobody reaches above their own strongest role', async () => {
  const { app, db } = await buildTestApp();
  const all = [
    'user:list',
    'user:add',
    'user:edit',
    'user:del',
    'roles:list',
    'roles:add',
    'roles:edit',
    'roles:del',
  ];
  // createStaff gives the manager a level-2 role.
  const { roleId: managerRole } = await createStaff(db, 'manager', all);
  const manager = bearer(await signIn(app, 'manager', 'staff2026pw'));
  const [strong] = await db.select().from(sysRole).where(eq(sysRole.name, '超级管理员'));
  const [weak] = await db.insert(sysRole).values({ name: '访客', level: 3 }).returning();
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: manager,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const staffWith = async (username: string, roleId: number) => {
    const [user] = await db
      .insert(sysUser)
      .values({ username, nickName: username, passwordHash: 'x', role: 1 })
      .returning({ id: sysUser.id });
    await db.insert(sysUsersRoles).values({ userId: user!.id, roleId });
    return user!.id;
  };
  const strongUser = await staffWith('stronguser', strong!.id);
  const weakUser = await staffWith('weakuser', weak!.id);
  const [adminUser] = await db.select().from(sysUser).where(eq(sysUser.username, 'admin'));
  const edit = (id: number, roles: number[]) => ({
    id,
    nickName: 'n',
    role: 1,
    enabled: true,
    roles: roles.map((r) => ({ id: r })),
  });

  it('GET api/roles/level: 0 for the super admin, the strongest role otherwise, and weakest without roles', async () => {
    const level = async (token: string) =>
      (await app.inject({ method: 'GET', url: '/api/roles/level', headers: bearer(token) })).json();
    expect(await level(await signIn(app, 'admin'))).toEqual({ level: 0 });
    expect((await call('GET', '/api/roles/level')).json()).toEqual({ level: 2 });
    expect(await level(await signIn(app, 'operator'))).toEqual({ level: 2 });
    expect(await level(await signIn(app, 'worker'))).toEqual({ level: 1000 });
  });

  it('creates users only with roles no stronger than its own', async () => {
    const ok = await call('POST', '/api/users', {
      username: 'newweak',
      nickName: 'n',
      roles: [{ id: weak!.id }],
    });
    expect(ok.statusCode).toBe(201);
    const same = await call('POST', '/api/users', {
      username: 'newsame',
      nickName: 'n',
      roles: [{ id: managerRole }],
    });
    expect(same.statusCode).toBe(201);
    const refused = await call('POST', '/api/users', {
      username: 'newstrong',
      nickName: 'n',
      roles: [{ id: strong!.id }],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403, message: TOO_STRONG });
    expect(await db.$count(sysUser, eq(sysUser.username, 'newstrong'))).toBe(0);
  });

  it('edits only users no stronger than itself, and assigns only roles no stronger', async () => {
    expect((await call('PUT', '/api/users', edit(weakUser, [weak!.id]))).statusCode).toBe(200);
    const promote = await call('PUT', '/api/users', edit(weakUser, [strong!.id]));
    expect(promote.json()).toMatchObject({ status: 403, message: TOO_STRONG });
    const stronger = await call('PUT', '/api/users', edit(strongUser, []));
    expect(stronger.json()).toMatchObject({ status: 403, message: TOO_STRONG });
    const superAdmin = await call('PUT', '/api/users', edit(adminUser!.id, []));
    expect(superAdmin.statusCode).toBe(403);
  });

  it('resets passwords and deletes only users no stronger than itself; never the super admin', async () => {
    expect((await call('PUT', '/api/users/resetPwd', [strongUser])).json()).toMatchObject({
      message: TOO_STRONG,
    });
    expect((await call('DELETE', '/api/users', [weakUser, strongUser])).json()).toMatchObject({
      status: 403,
      message: TOO_STRONG,
    });
    expect(await db.$count(sysUser, eq(sysUser.id, weakUser))).toBe(1);
    const superAdmin = await call('DELETE', '/api/users', [adminUser!.id]);
    expect(superAdmin.json()).toMatchObject({ status: 403, message: '不能删除超级管理员' });
    expect((await call('DELETE', '/api/users', [weakUser])).statusCode).toBe(200);
  });

  it('creates, edits and deletes only roles no stronger than its own, with both levels in the message', async () => {
    const refused = await call('POST', '/api/roles', { name: '太强', level: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(roleMessage(2, 1));
    const created = await call('POST', '/api/roles', { name: '同级', level: 2, description: '与我同级' });
    expect(created.statusCode).toBe(201);
    const role = created.json<{ id: number }>();
    const raise = await call('PUT', '/api/roles', { id: role.id, name: '同级', level: 1 });
    expect(raise.json().message).toBe(roleMessage(2, 1));
    const editStrong = await call('PUT', '/api/roles', { id: strong!.id, name: '超级管理员', level: 5 });
    expect(editStrong.json().message).toBe(roleMessage(2, 1));
    const menusOfStrong = await call('PUT', '/api/roles/menu', { id: strong!.id, menus: [] });
    expect(menusOfStrong.statusCode).toBe(403);
    const deleteStrong = await call('DELETE', '/api/roles', [strong!.id]);
    expect(deleteStrong.json().message).toBe(roleMessage(2, 1));
    expect((await call('DELETE', '/api/roles', [role.id])).statusCode).toBe(200);
  });

  it('hands out only menus its own roles have (no granting oneself more through roles:edit)', async () => {
    const [dictPage] = await db.select().from(sysMenu).where(eq(sysMenu.title, '字典管理'));
    const own = await db
      .select({ id: sysMenu.id })
      .from(sysMenu)
      .where(eq(sysMenu.title, 'manager user:list'));
    const grant = await call('PUT', '/api/roles/menu', { id: weak!.id, menus: [{ id: own[0]!.id }] });
    expect(grant.statusCode).toBe(200);
    expect(grant.json().menus).toEqual([{ id: own[0]!.id }]);
    const beyond = await call('PUT', '/api/roles/menu', { id: weak!.id, menus: [{ id: dictPage!.id }] });
    expect(beyond.json()).toMatchObject({ status: 403, message: '不能分配自己没有的菜单或权限' });
    const mine = await call('PUT', '/api/roles/menu', { id: managerRole, menus: [{ id: dictPage!.id }] });
    expect(mine.json()).toMatchObject({ status: 403, message: OWN_ROLE_MENUS });
  });
});
