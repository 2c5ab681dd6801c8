import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { sysMenu } from '../modules/menus/menu.table.js';
import { sysRole, sysRolesMenus } from '../modules/roles/role.table.js';
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

  const childrenOf = async (title: string) => {
    const [parent] = await db.select().from(sysMenu).where(eq(sysMenu.title, title));
    return db.select().from(sysMenu).where(eq(sysMenu.pid, parent!.id)).orderBy(sysMenu.menuSort);
  };
  const shape = (m: typeof sysMenu.$inferSelect) => [
    m.title,
    m.path,
    m.component,
    m.componentName,
    m.permission,
    m.hidden,
  ];

  it('seeds 平台运营 with 软件管理, 资讯管理, 题库管理 and the hidden detail pages, and 考核管理 with its pages', async () => {
    expect((await childrenOf('平台运营')).map(shape)).toEqual([
      ['企业管理', 'enterprise', 'platform/enterprise/index', 'Enterprise', 'enterprise:list', false],
      ['软件管理', 'soft', 'platform/soft/index', 'Soft', 'soft:list', false],
      ['资讯管理', 'news', 'platform/news/index', 'News', 'news:list', false],
      ['设备控制', '/control', 'platform/control/index', 'Control', 'device:list', false],
      ['题库管理', 'exam-bank', 'platform/exam-bank/index', 'ExamBank', 'exam:list', false],
      ['软件详情', '/softMineDetail', 'platform/soft/detail', 'SoftMineDetail', null, true],
      ['题库试题', '/examQuestion', 'platform/exam-bank/question', 'ExamQuestion', null, true],
    ]);
    const [assessment] = await db.select().from(sysMenu).where(eq(sysMenu.title, '考核管理'));
    expect(assessment).toMatchObject({ type: 0, path: 'assessment', pid: null, subCount: 4 });
    expect((await childrenOf('考核管理')).map(shape)).toEqual([
      ['考核列表', 'assess', 'assess/assess/index', 'Assess', 'assess:list', false],
      ['专家组', 'team', 'assess/team/index', 'AssessTeam', 'assess:list', false],
      ['考核室', 'room', 'assess/room/index', 'AssessRoom', 'assess:list', false],
      ['专家组详情', '/assessTeamDetail', 'assess/team/detail', 'AssessTeamDetail', null, true],
    ]);
    const buttons = async (page: string) =>
      (await childrenOf(page)).map((b) => [b.title, b.type, b.permission]);
    expect(await buttons('软件管理')).toEqual([
      ['软件下架', 2, 'soft:edit'],
      ['软件上架', 2, 'soft:edit'],
    ]);
    expect(await buttons('资讯管理')).toEqual([
      ['资讯新增', 2, 'news:add'],
      ['资讯编辑', 2, 'news:edit'],
      ['资讯删除', 2, 'news:del'],
    ]);
    expect(await buttons('题库管理')).toEqual([
      ['题库新增', 2, 'exam:add'],
      ['题库编辑', 2, 'exam:edit'],
      ['题库删除', 2, 'exam:del'],
    ]);
    expect(await buttons('考核列表')).toEqual([
      ['考核新增', 2, 'assess:add'],
      ['考核编辑', 2, 'assess:edit'],
      ['考核删除', 2, 'assess:del'],
    ]);
  });

  it('seeds the operations tools beside the pages that were there, each with its permissions', async () => {
    expect((await childrenOf('系统监控')).map(shape)).toEqual([
      ['在线用户', 'online', 'monitor/online/index', 'OnlineUser', 'online:list', false],
      ['操作日志', 'logs', 'monitor/log/index', 'Log', 'log:list', false],
      ['异常日志', 'errorLog', 'monitor/log/errorLog', 'ErrorLog', 'log:list', false],
      ['服务监控', 'server', 'monitor/server/index', 'ServerMonitor', 'monitor:list', false],
      ['SQL监控', 'sql', 'monitor/sql/index', 'Sql', 'monitor:list', false],
    ]);
    expect((await childrenOf('系统工具')).map(shape)).toEqual([
      ['存储管理', 'storage', 'tools/storage/index', 'Storage', 'storage:list', false],
      ['部署管理', 'deploy', 'tools/deploy/index', 'Deploy', 'deploy:list', false],
      ['数据库备份', 'database', 'tools/database/index', 'DatabaseBackup', 'database:list', false],
      ['代码生成', 'generator', 'tools/generator/index', 'GeneratorIndex', 'generator:list', false],
      ['API 文档', 'swagger', 'tools/swagger/index', 'Swagger', null, false],
      ['生成配置', '/generatorConfig', 'tools/generator/config', 'GeneratorConfig', null, true],
    ]);
    const buttons = async (page: string) => (await childrenOf(page)).map((b) => [b.title, b.permission]);
    expect(await buttons('SQL监控')).toEqual([['SQL统计重置', 'monitor:edit']]);
    expect(await buttons('数据库备份')).toEqual([
      ['备份创建', 'database:add'],
      ['备份恢复', 'database:edit'],
      ['备份删除', 'database:del'],
    ]);
    expect(await buttons('代码生成')).toEqual([['生成配置保存', 'generator:edit']]);
  });
});

describe('reference menus added to an existing installation', async () => {
  const { db } = await createTestDatabase(true);
  // Every menu this milestone added, buttons and hidden pages included.
  const NEW_MENUS = [
    ['软件管理', '软件下架', '软件上架', '资讯管理', '资讯新增', '资讯编辑', '资讯删除', '软件详情'],
    ['考核管理', '考核列表', '考核新增', '考核编辑', '考核删除', '专家组', '考核室', '专家组详情'],
    ['服务监控', 'SQL监控', 'SQL统计重置', '数据库备份', '备份创建', '备份恢复', '备份删除'],
    ['代码生成', '生成配置保存', '生成配置', 'API 文档'],
  ].flat();
  const menusOf = async (role: string) => {
    const rows = await db
      .select({ title: sysMenu.title })
      .from(sysRolesMenus)
      .innerJoin(sysRole, eq(sysRole.id, sysRolesMenus.roleId))
      .innerJoin(sysMenu, eq(sysMenu.id, sysRolesMenus.menuId))
      .where(eq(sysRole.name, role));
    return rows.map((r) => r.title);
  };

  it('gives the new pages to the role that held every menu, and to no other role', async () => {
    // The database as it was before this upgrade: without the new menus (and so without their
    // links to roles, which cascade).
    await db.delete(sysMenu).where(inArray(sysMenu.title, NEW_MENUS));
    expect(await menusOf('超级管理员')).not.toContain('软件管理');

    await seedReference(db);

    const all = await db.select({ title: sysMenu.title }).from(sysMenu);
    expect((await menusOf('超级管理员')).sort()).toEqual(all.map((m) => m.title).sort());
    expect(await menusOf('超级管理员')).toEqual(expect.arrayContaining(NEW_MENUS));
    const operator = await menusOf('运营人员');
    expect(operator.length).toBeGreaterThan(0);
    expect(NEW_MENUS.filter((t) => operator.includes(t))).toEqual([]);
  });
});
