import { EXTERNAL_LINK_MESSAGE } from '@coalsim/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { sysRole, sysRolesMenus } from '../roles/role.table.js';
import { sysMenu } from './menu.table.js';

describe('menu writes', async () => {
  const { app, db } = await buildTestApp();
  const admin = bearer(await signIn(app, 'admin'));
  const send = (method: 'POST' | 'PUT' | 'DELETE', payload: unknown) =>
    app.inject({ method, url: '/api/menus', headers: admin, payload: payload as object });
  const menu = async (id: number) => (await db.select().from(sysMenu).where(eq(sysMenu.id, id)))[0];
  const created = async (body: Record<string, unknown>) => {
    const res = await send('POST', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number; pid: number | null; title: string; subCount: number }>();
  };
  const dir = (title: string, pid: number | null = null) => created({ type: 0, title, path: title, pid });
  const page = (title: string, pid: number | null) =>
    created({ type: 1, title, path: title, component: `${title}/index`, pid });

  it('creates with 201 and the record, keeps sub_count of the parent right, and treats pid 0 as top', async () => {
    const top = await created({ type: 0, title: '生产管理', path: 'production', pid: 0, icon: 'chart' });
    expect(top).toMatchObject({ pid: null, subCount: 0, title: '生产管理', leaf: true, hasChildren: false });
    await page('调度', top.id);
    await page('排班', top.id);
    expect((await menu(top.id))?.subCount).toBe(2);
  });

  it('refuses external links that are not web addresses, with the contract message', async () => {
    const res = await send('POST', { type: 1, title: '官网', path: 'www.example.cn', iFrame: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: EXTERNAL_LINK_MESSAGE,
      fieldErrors: { path: [EXTERNAL_LINK_MESSAGE] },
    });
    expect(EXTERNAL_LINK_MESSAGE).toBe('外链必须以http://或者https://开头');
    const ok = await send('POST', { type: 1, title: '官网', path: 'https://www.example.cn', iFrame: true });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses a title or component name already in use with 409 and the field', async () => {
    const title = await send('POST', { type: 0, title: '系统管理', path: 'again' });
    expect(title.statusCode).toBe(409);
    expect(title.json()).toMatchObject({
      message: '菜单标题已存在',
      fieldErrors: { title: ['菜单标题已存在'] },
    });
    const name = await send('POST', {
      type: 1,
      title: '新用户页',
      path: 'u2',
      component: 'x/index',
      componentName: 'User',
    });
    expect(name.statusCode).toBe(409);
    expect(name.json().fieldErrors).toEqual({ componentName: ['组件名称已存在'] });
  });

  it('checks the shape of each type and the parent', async () => {
    const button = await send('POST', { type: 2, title: '导入' });
    expect(button.json()).toMatchObject({ status: 400, message: '按钮必须填写权限标识' });
    const pageWithout = await send('POST', { type: 1, title: '无组件', path: 'none' });
    expect(pageWithout.json().fieldErrors).toEqual({ component: ['请输入组件路径'] });
    const orphan = await send('POST', { type: 0, title: '孤儿', path: 'orphan', pid: 999999 });
    expect(orphan.json()).toMatchObject({ status: 400, message: '上级菜单不存在' });
    const [btn] = await db.select().from(sysMenu).where(eq(sysMenu.title, '用户新增'));
    const underButton = await send('POST', { type: 2, title: '子按钮', permission: 'x:y', pid: btn!.id });
    expect(underButton.json()).toMatchObject({ status: 400, message: '按钮下不能再添加菜单或按钮' });
  });

  it('edits with 200 and moves a menu, recounting both parents', async () => {
    const a = await dir('甲');
    const b = await dir('乙');
    const child = await page('甲子', a.id);
    const res = await send('PUT', { ...child, type: 1, path: '甲子', component: '甲子/index', pid: b.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: child.id, pid: b.id });
    expect((await menu(a.id))?.subCount).toBe(0);
    expect((await menu(b.id))?.subCount).toBe(1);
    const missing = await send('PUT', { id: 999999, type: 0, title: '无', path: 'x' });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses making a menu its own parent or moving it under its own descendant', async () => {
    const root = await dir('根');
    const mid = await dir('中', root.id);
    const leaf = await dir('叶', mid.id);
    const self = await send('PUT', { id: root.id, type: 0, title: '根', path: '根', pid: root.id });
    expect(self.json()).toMatchObject({ status: 400, message: '上级菜单不能是自己' });
    const cycle = await send('PUT', { id: root.id, type: 0, title: '根', path: '根', pid: leaf.id });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json()).toMatchObject({
      message: '不能把菜单移到它自己的下级菜单中',
      fieldErrors: { pid: expect.any(Array) },
    });
    expect((await menu(root.id))?.pid).toBeNull();
  });

  it('deletes whole subtrees with their role grants and recounts the surviving parent', async () => {
    const keep = await dir('保留');
    const gone = await dir('删除目录', keep.id);
    const p1 = await page('删除页', gone.id);
    const [btn] = await db
      .insert(sysMenu)
      .values({ type: 2, title: '删除按钮', permission: 'gone:del', pid: p1.id })
      .returning();
    const [role] = await db.insert(sysRole).values({ name: '删除测试' }).returning();
    await db.insert(sysRolesMenus).values({ roleId: role!.id, menuId: btn!.id });
    const res = await send('DELETE', [gone.id]);
    expect(res.statusCode).toBe(200);
    expect(await db.$count(sysMenu, inArray(sysMenu.id, [gone.id, p1.id, btn!.id]))).toBe(0);
    expect(await db.$count(sysRolesMenus, eq(sysRolesMenus.menuId, btn!.id))).toBe(0);
    expect((await menu(keep.id))?.subCount).toBe(0);
  });

  it('deletes in one transaction: a failure deep in a subtree leaves every menu in place', async () => {
    const a = await dir('事务甲');
    const b = await dir('事务乙');
    const deep = await page('引爆', b.id);
    // A trigger that refuses one row, as a crash half-way would.
    await db.execute(sql`
      CREATE FUNCTION refuse_delete() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'refused'; END; $$ LANGUAGE plpgsql`);
    await db.execute(sql`
      CREATE TRIGGER refuse_boom BEFORE DELETE ON sys_menu FOR EACH ROW
      WHEN (OLD.title = '引爆') EXECUTE FUNCTION refuse_delete()`);
    const res = await send('DELETE', [a.id, b.id]);
    expect(res.statusCode).toBe(500);
    expect(await db.$count(sysMenu, inArray(sysMenu.id, [a.id, b.id, deep.id]))).toBe(3);
    await db.execute(sql`DROP TRIGGER refuse_boom ON sys_menu`);
    expect((await send('DELETE', [a.id, b.id])).statusCode).toBe(200);
    expect(await db.$count(sysMenu, inArray(sysMenu.id, [a.id, b.id, deep.id]))).toBe(0);
  });

  it('shows a new page in the admin sidebar on the next build (the cache is dropped)', async () => {
    const build = async () =>
      JSON.stringify((await app.inject({ method: 'GET', url: '/api/menus/build', headers: admin })).json());
    expect(await build()).not.toContain('安全培训');
    const [system] = await db.select().from(sysMenu).where(eq(sysMenu.title, '系统管理'));
    const added = await page('安全培训', system!.id);
    expect(await build()).toContain('安全培训');
    await send('DELETE', [added.id]);
    expect(await build()).not.toContain('安全培训');
  });
});
