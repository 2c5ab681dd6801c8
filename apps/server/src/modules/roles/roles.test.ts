import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { sysUser } from '../../db/tables/account.table.js';
import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { sysMenu } from '../menus/menu.table.js';
import { sysRole } from './role.table.js';

interface RoleJson {
  id: number;
  name: string;
  level: number;
  description: string | null;
  menus: { id: number }[];
}

describe('roles', async () => {
  const { app, db } = await buildTestApp();
  const admin = bearer(await signIn(app, 'admin'));
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: admin,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const menuIds = async (titles: string[]) =>
    (await db.select({ id: sysMenu.id }).from(sysMenu).where(inArray(sysMenu.title, titles))).map(
      (m) => m.id,
    );
  const [operatorRole] = await db.select().from(sysRole).where(eq(sysRole.name, '运营人员'));

  it('lists roles paged with their menus, blurry over name and description, sorted by whitelisted fields', async () => {
    const res = await call('GET', '/api/roles?sort=level,asc');
    expect(res.statusCode).toBe(200);
    const { content, totalElements } = res.json<{ content: RoleJson[]; totalElements: number }>();
    expect(totalElements).toBe(2);
    expect(content.map((r) => [r.name, r.level])).toEqual([
      ['超级管理员', 1],
      ['运营人员', 2],
    ]);
    expect(content[1]!.menus.sort((a, b) => a.id - b.id)).toEqual(
      (await menuIds(['系统管理', '用户管理', '用户编辑', '字典管理', '系统监控', '在线用户']))
        .sort((a, b) => a - b)
        .map((id) => ({ id })),
    );
    const found = (await call('GET', `/api/roles?blurry=${encodeURIComponent('在线用户')}`)).json();
    expect(found.content.map((r: RoleJson) => r.name)).toEqual(['运营人员']);
    expect((await call('GET', '/api/roles?sort=description,asc')).statusCode).toBe(400);
  });

  it('gives all roles strongest first, one role with its menus, and 404 for an unknown one', async () => {
    const all = (await call('GET', '/api/roles/all')).json<RoleJson[]>();
    expect(all.map((r) => r.name)).toEqual(['超级管理员', '运营人员']);
    expect(all[0]).not.toHaveProperty('menus');
    const one = await call('GET', `/api/roles/${operatorRole!.id}`);
    expect(one.json()).toMatchObject({ name: '运营人员', level: 2, menus: expect.any(Array) });
    expect((await call('GET', '/api/roles/999999')).statusCode).toBe(404);
  });

  it('creates and edits roles with a unique name and a level from 1 to 999 (default 3)', async () => {
    const created = await call('POST', '/api/roles', { name: '安全员', description: '安全检查' });
    expect(created.statusCode).toBe(201);
    const role = created.json<RoleJson>();
    expect(role).toMatchObject({ name: '安全员', level: 3, description: '安全检查', menus: [] });
    const taken = await call('POST', '/api/roles', { name: '运营人员' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors).toEqual({ name: ['角色名称已存在'] });
    expect((await call('POST', '/api/roles', { name: '零级', level: 0 })).statusCode).toBe(400);
    const edited = await call('PUT', '/api/roles', { id: role.id, name: '安全主管', level: 2 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: role.id, name: '安全主管', level: 2, description: null });
    expect((await call('PUT', '/api/roles', { id: role.id, name: '超级管理员' })).statusCode).toBe(409);
  });

  it('refuses to delete a role still held by users, naming it', async () => {
    const res = await call('DELETE', '/api/roles', [operatorRole!.id]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('所选角色存在用户关联，请解除关联再试！');
    expect(res.json().message).toContain('运营人员');
    expect(await db.$count(sysRole, eq(sysRole.id, operatorRole!.id))).toBe(1);
    const spare = (await call('POST', '/api/roles', { name: '临时角色' })).json<RoleJson>();
    expect((await call('DELETE', '/api/roles', [spare.id])).statusCode).toBe(200);
    expect(await db.$count(sysRole, eq(sysRole.id, spare.id))).toBe(0);
  });

  it('gives the demo operator only its role’s menus and buttons', async () => {
    const operator = bearer(await signIn(app, 'operator'));
    const info = (await app.inject({ method: 'GET', url: '/auth/info', headers: operator })).json();
    expect(info.roles).toEqual(['dict:list', 'online:list', 'user:edit', 'user:list']);
    const tree = (await app.inject({ method: 'GET', url: '/api/menus/build', headers: operator })).json();
    expect(tree.map((t: { meta: { title: string } }) => t.meta.title)).toEqual(['系统管理', '系统监控']);
    expect(tree[0].children.map((c: { name: string }) => c.name)).toEqual(['User', 'Dict']);
    expect((await app.inject({ method: 'GET', url: '/api/users', headers: operator })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/roles', headers: operator })).statusCode).toBe(403);
    const kick = await app.inject({
      method: 'DELETE',
      url: '/auth/online',
      headers: operator,
      payload: ['1'],
    });
    expect(kick.statusCode).toBe(403);
  });

  it('assigning menus takes effect on the holder’s next request and menu build, without signing in again', async () => {
    const operator = bearer(await signIn(app, 'operator'));
    const build = async () =>
      JSON.stringify(
        (await app.inject({ method: 'GET', url: '/api/menus/build', headers: operator })).json(),
      );
    const rolesPage = () => app.inject({ method: 'GET', url: '/api/roles', headers: operator });
    const before = (await call('GET', `/api/roles/${operatorRole!.id}`))
      .json<RoleJson>()
      .menus.map((m) => m.id);
    expect(await build()).not.toContain('角色管理');
    expect((await rolesPage()).statusCode).toBe(403);

    // Only the page: its directory is already granted; the sidebar shows it at once.
    const [rolePage] = await menuIds(['角色管理']);
    const added = await call('PUT', '/api/roles/menu', {
      id: operatorRole!.id,
      menus: [...before, rolePage].map((id) => ({ id })),
    });
    expect(added.statusCode).toBe(200);
    expect(added.json<RoleJson>().menus).toContainEqual({ id: rolePage });
    expect(await build()).toContain('角色管理');
    expect((await rolesPage()).statusCode).toBe(200);

    const removed = await call('PUT', '/api/roles/menu', {
      id: operatorRole!.id,
      menus: before.map((id) => ({ id })),
    });
    expect(removed.statusCode).toBe(200);
    expect(await build()).not.toContain('角色管理');
    expect((await rolesPage()).statusCode).toBe(403);
    expect(
      (await call('PUT', '/api/roles/menu', { id: operatorRole!.id, menus: [{ id: 999999 }] })).statusCode,
    ).toBe(400);
  });

  it('shows a page granted without its directory under that directory', async () => {
    const [role] = await db.insert(sysRole).values({ name: '仅页面', level: 3 }).returning();
    const [menuPage] = await menuIds(['菜单管理']);
    await call('PUT', '/api/roles/menu', { id: role!.id, menus: [{ id: menuPage }] });
    const created = await call('POST', '/api/users', {
      username: 'pageonly',
      nickName: 'p',
      roles: [{ id: role!.id }],
    });
    const token = bearer(await signIn(app, 'pageonly', created.json().initialPassword));
    const tree = (await app.inject({ method: 'GET', url: '/api/menus/build', headers: token })).json();
    expect(tree).toHaveLength(1);
    expect(tree[0].meta.title).toBe('系统管理');
    expect(tree[0].children.map((c: { name: string }) => c.name)).toEqual(['Menu']);
  });

  it('changing a user’s roles takes effect on its next request and menu build', async () => {
    const operator = bearer(await signIn(app, 'operator'));
    const [operatorUser] = await db.select().from(sysUser).where(eq(sysUser.username, 'operator'));
    const body = { id: operatorUser!.id, nickName: '运营专员', role: 1, enabled: true };
    expect((await call('PUT', '/api/users', { ...body, roles: [] })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/users', headers: operator })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/menus/build', headers: operator })).json()).toEqual(
      [],
    );
    await call('PUT', '/api/users', { ...body, roles: [{ id: operatorRole!.id }] });
    expect((await app.inject({ method: 'GET', url: '/api/users', headers: operator })).statusCode).toBe(200);
    const tree = (await app.inject({ method: 'GET', url: '/api/menus/build', headers: operator })).json();
    expect(tree).toHaveLength(2);
  });

  it('exports the roles as xlsx', async () => {
    const res = await call('GET', '/api/roles/download?sort=level,asc');
    expect(res.statusCode).toBe(200);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['ID', '角色名称', '角色级别']);
    expect(sheet.getRow(2).getCell(2).value).toBe('超级管理员');
    expect(sheet.getRow(2).getCell(3).value).toBe(1);
  });
});
