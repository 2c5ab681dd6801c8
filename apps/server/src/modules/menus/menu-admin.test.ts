import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { sysMenu } from './menu.table.js';

interface MenuJson {
  id: number;
  pid: number | null;
  title: string;
  type: number;
  subCount: number;
  hasChildren: boolean;
  leaf: boolean;
  label: string;
  children?: MenuJson[];
}

describe('menu tree reads', async () => {
  const { app, db } = await buildTestApp();
  const admin = bearer(await signIn(app, 'admin'));
  const get = async (url: string) => app.inject({ method: 'GET', url, headers: admin });
  const idOf = async (title: string) =>
    (await db.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.title, title)))[0]!.id;
  const create = async (body: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: '/api/menus', headers: admin, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<MenuJson>();
  };
  const system = await idOf('系统管理');
  const userPage = await idOf('用户管理');

  it('lists only the top level without a filter, with the tree fields', async () => {
    const res = await get('/api/menus?page=0&size=10');
    expect(res.statusCode).toBe(200);
    const { content, totalElements } = res.json<{ content: MenuJson[]; totalElements: number }>();
    expect(content.map((m) => m.title)).toEqual(['系统管理', '平台运营', '考核管理', '系统监控', '系统工具']);
    expect(totalElements).toBe(5);
    expect(content[0]).toMatchObject({
      pid: null,
      subCount: 5,
      hasChildren: true,
      leaf: false,
      label: '系统管理',
    });
  });

  it('searches every level with a title filter, and by creation time', async () => {
    const found = (await get(`/api/menus?title=${encodeURIComponent('编辑')}`)).json<{
      content: MenuJson[];
    }>();
    expect(found.content.map((m) => m.title).sort()).toEqual(
      [
        '字典编辑',
        '定时任务编辑',
        '文件编辑',
        '用户编辑',
        '菜单编辑',
        '角色编辑',
        '资讯编辑',
        '考核编辑',
        '题库编辑',
      ].sort(),
    );
    const from = encodeURIComponent('2000-01-01 00:00:00');
    const to = encodeURIComponent('2000-12-31 23:59:59');
    const none = (await get(`/api/menus?createTime=${from}&createTime=${to}`)).json<{
      totalElements: number;
    }>();
    expect(none.totalElements).toBe(0);
    const all = (await get(`/api/menus?createTime=${from}&createTime=2999-01-01&size=100`)).json<{
      totalElements: number;
    }>();
    expect(all.totalElements).toBe(await db.$count(sysMenu));
  });

  it('sorts by whitelisted fields only', async () => {
    const desc = (await get('/api/menus?sort=menuSort,desc')).json<{ content: MenuJson[] }>();
    expect(desc.content.map((m) => m.title)).toEqual([
      '系统工具',
      '系统监控',
      '考核管理',
      '平台运营',
      '系统管理',
    ]);
    const bad = await get('/api/menus?sort=permission,asc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.sort[0]).toContain('不支持的排序');
    expect((await get('/api/menus?sort=title,sideways')).statusCode).toBe(400);
  });

  it('lazy-loads the children of a menu, and the top level for pid 0 or none', async () => {
    const children = (await get(`/api/menus/lazy?pid=${system}`)).json<MenuJson[]>();
    expect(children.map((m) => m.title)).toEqual([
      '用户管理',
      '角色管理',
      '菜单管理',
      '字典管理',
      '定时任务',
    ]);
    const buttons = (await get(`/api/menus/lazy?pid=${userPage}`)).json<MenuJson[]>();
    expect(buttons.map((m) => [m.title, m.type, m.leaf])).toEqual([
      ['用户新增', 2, true],
      ['用户编辑', 2, true],
      ['用户删除', 2, true],
    ]);
    const top = (await get('/api/menus/lazy?pid=0')).json<MenuJson[]>();
    expect(top.map((m) => m.title)).toEqual(['系统管理', '平台运营', '考核管理', '系统监控', '系统工具']);
    expect((await get('/api/menus/lazy')).json()).toEqual(top);
  });

  it('gives a menu and all its descendants for the cascading check', async () => {
    const ids = (await get(`/api/menus/child?id=${system}`)).json<number[]>();
    const expected = [system];
    for (let i = 0; i < expected.length; i++) {
      const kids = await db.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.pid, expected[i]!));
      expected.push(...kids.map((k) => k.id));
    }
    expect(ids).toEqual(expected.sort((a, b) => a - b));
    expect(ids).toHaveLength(1 + 5 + 5 * 3);
    expect((await get('/api/menus/child?id=999999')).statusCode).toBe(404);
  });

  it('answers the parent picker with the sibling and ancestor chain, without the menus themselves', async () => {
    const nested = await create({ type: 0, title: '组织架构', path: 'org', pid: system });
    const deep = await create({
      type: 1,
      title: '岗位',
      path: 'job',
      component: 'system/job/index',
      pid: nested.id,
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/menus/superior',
      headers: admin,
      payload: [deep.id],
    });
    expect(res.statusCode).toBe(200);
    const tree = res.json<MenuJson[]>();
    // The top level, then 系统管理's pages and the new directory, which now looks empty.
    expect(tree.map((m) => m.title)).toEqual(['系统管理', '平台运营', '考核管理', '系统监控', '系统工具']);
    const systemNode = tree[0]!;
    expect(systemNode.children?.map((m) => m.title)).toEqual([
      '用户管理',
      '角色管理',
      '菜单管理',
      '字典管理',
      '定时任务',
      '组织架构',
    ]);
    const org = systemNode.children!.find((m) => m.id === nested.id)!;
    expect(org).toMatchObject({ hasChildren: false, leaf: true });
    expect(org.children).toBeUndefined();
    expect(JSON.stringify(tree)).not.toContain('"岗位"');
    // Buttons are never offered as parents.
    expect(JSON.stringify(tree)).not.toContain('用户新增');
    // A page still has children in the picker only if they are not buttons.
    expect(systemNode.children!.find((m) => m.id === userPage)).toMatchObject({ hasChildren: false });
  });

  it('gives the top level for an empty array, and 404 for an unknown menu', async () => {
    const top = await app.inject({ method: 'POST', url: '/api/menus/superior', headers: admin, payload: [] });
    expect(top.json<MenuJson[]>().map((m) => m.title)).toEqual([
      '系统管理',
      '平台运营',
      '考核管理',
      '系统监控',
      '系统工具',
    ]);
    expect(top.json<MenuJson[]>()[0]).not.toHaveProperty('children');
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/menus/superior',
      headers: admin,
      payload: [999999],
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('leaves a directory out of the picker when it is one of the given menus', async () => {
    const ids = await db
      .select({ id: sysMenu.id })
      .from(sysMenu)
      .where(inArray(sysMenu.title, ['系统管理']));
    const tree = (
      await app.inject({ method: 'POST', url: '/api/menus/superior', headers: admin, payload: [ids[0]!.id] })
    ).json<MenuJson[]>();
    expect(tree.map((m) => m.title)).toEqual(['平台运营', '考核管理', '系统监控', '系统工具']);
  });

  it('exports the filtered menus as xlsx', async () => {
    const res = await get(`/api/menus/download?title=${encodeURIComponent('字典')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('菜单数据.xlsx')}`,
    );
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('菜单标题');
    const titles = sheet.getColumn(2).values.slice(2);
    expect(titles.sort()).toEqual(['字典删除', '字典新增', '字典管理', '字典编辑'].sort());
  });
});
