import { eq, like, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { sysUser } from '../db/tables/account.table.js';
import { sysMenu } from '../modules/menus/menu.table.js';
import { sysRole, sysRolesMenus, sysUsersRoles } from '../modules/roles/role.table.js';
import { bearer, createStaff, signIn } from '../testing/auth-helpers.js';
import { buildTestApp } from '../testing/build-test-app.js';

type Method = 'GET' | 'POST' | 'PUT';

/**
 * Issue 43 §1: no staff role climbs to more than it holds. Every write that grants permissions
 * (user create and edit, their roles, a role's menus) is tried by a caller missing one permission
 * of what it grants and by a caller editing itself: refused, and nothing changed.
 */
describe('no role can climb to more than it holds', async () => {
  const { app, db } = await buildTestApp();
  const admin = bearer(await signIn(app, 'admin'));
  const operator = bearer(await signIn(app, 'operator'));
  const as = (headers: Record<string, string>) => (method: Method, url: string, payload?: unknown) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const asAdmin = as(admin);
  const asOperator = as(operator);
  const idOf = async (username: string) =>
    (await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, username)))[0]!.id;
  const rolesOf = async (userId: number) =>
    (
      await db
        .select({ id: sysUsersRoles.roleId })
        .from(sysUsersRoles)
        .where(eq(sysUsersRoles.userId, userId))
    )
      .map((r) => r.id)
      .sort();
  const permissionsOf = async (headers: Record<string, string>) =>
    (await app.inject({ method: 'GET', url: '/auth/info', headers })).json<{ roles: string[] }>().roles;

  // Role 3 of the issue: weaker than 运营人员 (level 2), yet holding 数据库备份 with every button.
  const [backupRole] = await db.insert(sysRole).values({ name: '备份管理员', level: 3 }).returning();
  const backupMenus = await db
    .select({ id: sysMenu.id })
    .from(sysMenu)
    .where(or(like(sysMenu.permission, 'database:%'), eq(sysMenu.title, '系统工具')));
  await db.insert(sysRolesMenus).values(backupMenus.map((m) => ({ roleId: backupRole!.id, menuId: m.id })));
  const [operatorRole] = await db.select().from(sysRole).where(eq(sysRole.name, '运营人员'));
  const operatorId = await idOf('operator');
  const editBody = (id: number, roles: number[], role = 1, nickName = '运营专员') => ({
    id,
    nickName,
    role,
    enabled: true,
    roles: roles.map((r) => ({ id: r })),
  });

  it('the operator of the issue cannot give itself a weaker role that holds database:*', async () => {
    const res = await asOperator(
      'PUT',
      '/api/users',
      editBody(operatorId, [operatorRole!.id, backupRole!.id]),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/不能修改自己的角色/);
    expect(await rolesOf(operatorId)).toEqual([operatorRole!.id]);
    expect(await permissionsOf(operator)).not.toContain('database:list');
  });

  it('nor give that role to anyone else, while roles it fully holds it may give', async () => {
    const other = await asAdmin('POST', '/api/users', { username: 'clerk01', nickName: '文员', roles: [] });
    expect(other.statusCode).toBe(201);
    const clerk = other.json<{ id: number }>().id;
    const refused = await asOperator('PUT', '/api/users', editBody(clerk, [backupRole!.id], 1, '文员'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('「备份管理员」');
    expect(await rolesOf(clerk)).toEqual([]);
    const allowed = await asOperator('PUT', '/api/users', editBody(clerk, [operatorRole!.id], 1, '文员'));
    expect(allowed.statusCode).toBe(200);
    expect(await rolesOf(clerk)).toEqual([operatorRole!.id]);
  });

  it('roles an account already has may stay when someone weaker edits it', async () => {
    const created = await asAdmin('POST', '/api/users', {
      username: 'backup01',
      nickName: '备份员',
      roles: [{ id: backupRole!.id }],
    });
    const id = created.json<{ id: number }>().id;
    const kept = await asOperator('PUT', '/api/users', editBody(id, [backupRole!.id], 1, '备份员（夜班）'));
    expect(kept.statusCode).toBe(200);
    expect(await rolesOf(id)).toEqual([backupRole!.id]);
  });

  describe('a caller with user:add, user:edit and roles:edit missing one permission of what it grants', async () => {
    const granted = ['user:list', 'user:add', 'user:edit', 'roles:list', 'roles:edit'];
    const { userId: managerId, roleId: managerRole } = await createStaff(db, 'manager', granted);
    const manager = as(bearer(await signIn(app, 'manager', 'staff2026pw')));
    // A role with the manager's own permissions plus one it lacks (dict:del).
    const [almost] = await db.insert(sysRole).values({ name: '差一项', level: 3 }).returning();
    const ownMenus = await db
      .select({ id: sysRolesMenus.menuId })
      .from(sysRolesMenus)
      .where(eq(sysRolesMenus.roleId, managerRole));
    const [dictDel] = await db.select().from(sysMenu).where(eq(sysMenu.permission, 'dict:del'));
    await db
      .insert(sysRolesMenus)
      .values([...ownMenus, { id: dictDel!.id }].map((m) => ({ roleId: almost!.id, menuId: m.id })));
    const [empty] = await db.insert(sysRole).values({ name: '空角色', level: 3 }).returning();

    it('user create: refused, no account made', async () => {
      const res = await manager('POST', '/api/users', {
        username: 'climber01',
        nickName: 'c',
        roles: [{ id: almost!.id }],
      });
      expect(res.statusCode).toBe(403);
      expect(await db.select().from(sysUser).where(eq(sysUser.username, 'climber01'))).toEqual([]);
    });

    it('user edit: refused, roles unchanged', async () => {
      const created = await manager('POST', '/api/users', {
        username: 'climber02',
        nickName: 'c',
        roles: [],
      });
      expect(created.statusCode).toBe(201);
      const id = created.json<{ id: number }>().id;
      const res = await manager('PUT', '/api/users', editBody(id, [almost!.id], 1, 'c'));
      expect(res.statusCode).toBe(403);
      expect(await rolesOf(id)).toEqual([]);
    });

    it('role menus: adding the missing permission to another role refused, menus unchanged', async () => {
      const res = await manager('PUT', '/api/roles/menu', { id: empty!.id, menus: [{ id: dictDel!.id }] });
      expect(res.statusCode).toBe(403);
      expect(await db.select().from(sysRolesMenus).where(eq(sysRolesMenus.roleId, empty!.id))).toEqual([]);
    });

    it('editing itself: its own roles and its own role’s menus refused, nothing changed', async () => {
      const before = await rolesOf(managerId);
      for (const roles of [[managerRole, almost!.id], [managerRole, empty!.id], []]) {
        const res = await manager('PUT', '/api/users', editBody(managerId, roles, 1, 'manager'));
        expect(res.statusCode).toBe(403);
      }
      expect(await rolesOf(managerId)).toEqual(before);
      const menusBefore = await db.select().from(sysRolesMenus).where(eq(sysRolesMenus.roleId, managerRole));
      const res = await manager('PUT', '/api/roles/menu', { id: managerRole, menus: [{ id: dictDel!.id }] });
      expect(res.statusCode).toBe(403);
      const shrink = await manager('PUT', '/api/roles/menu', { id: managerRole, menus: [] });
      expect(shrink.statusCode).toBe(403);
      expect(await db.select().from(sysRolesMenus).where(eq(sysRolesMenus.roleId, managerRole))).toEqual(
        menusBefore,
      );
      // Its own profile stays editable as long as the roles do not change.
      const same = await manager('PUT', '/api/users', editBody(managerId, [managerRole], 1, '经理'));
      expect(same.statusCode).toBe(200);
    });
  });

  describe('account types', async () => {
    const workerId = await idOf('worker');
    const enterpriseId = await idOf('enterprise');
    const register = await app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { username: 'solo01', password: 'safe2026pass', role: 3 },
    });
    expect(register.statusCode).toBe(201);
    const soloId = await idOf('solo01');
    const typeOf = async (id: number) =>
      (await db.select({ role: sysUser.role }).from(sysUser).where(eq(sysUser.id, id)))[0]!.role;
    const asIs = async (id: number) => {
      const res = await asAdmin('GET', `/api/users?size=100`);
      const user = res
        .json<{ content: { id: number; nickName: string }[] }>()
        .content.find((u) => u.id === id)!;
      return (role: number) => editBody(id, [], role, user.nickName);
    };

    it('the demo worker made type 2 by the operator: refused, still type 3', async () => {
      const res = await asOperator('PUT', '/api/users', (await asIs(workerId))(2));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('账号类型只有超级管理员可以修改');
      expect(await typeOf(workerId)).toBe(3);
    });

    it('the super admin changes a type only where nothing hangs on it', async () => {
      for (const [id, role] of [
        [workerId, 1],
        [workerId, 2],
        [enterpriseId, 3],
        [enterpriseId, 1],
        [soloId, 2],
      ] as const) {
        const res = await asAdmin('PUT', '/api/users', (await asIs(id))(role));
        expect(res.statusCode, `${id} → ${role}`).toBe(400);
        expect(res.json().fieldErrors?.role).toBeDefined();
      }
      expect([await typeOf(workerId), await typeOf(enterpriseId), await typeOf(soloId)]).toEqual([3, 2, 3]);
      const promoted = await asAdmin('PUT', '/api/users', (await asIs(soloId))(1));
      expect(promoted.statusCode).toBe(200);
      expect(await typeOf(soloId)).toBe(1);
      const back = await asAdmin('PUT', '/api/users', (await asIs(soloId))(3));
      expect(back.statusCode).toBe(200);
      expect(await typeOf(soloId)).toBe(3);
    });
  });
});
