import { GEN_TABLE_NAME_MESSAGE, type GenConfig, type GenPreview, type GenTable } from '@coalsim/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { bearer, createStaff, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { createMineSiteTable, HOSTILE, mineSiteSettings } from '../../testing/generator-fixtures.js';
import { unzip } from '../../testing/unzip.js';

type Page<T> = { content: T[]; totalElements: number };

/** Identifiers in the code itself (not in strings, comments or JSX text). */
function identifiers(path: string, content: string): Set<string> {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, content, ts.ScriptTarget.ES2022, true, kind);
  const found = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) found.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('代码生成 (api/generator)', async () => {
  const { app, db } = await buildTestApp({ seed: false });
  await createStaff(db, 'genowner', ['generator:list', 'generator:edit']);
  await createStaff(db, 'genviewer', ['generator:list']);
  const owner = bearer(await signIn(app, 'genowner', 'staff2026pw'));
  const viewer = bearer(await signIn(app, 'genviewer', 'staff2026pw'));
  await createMineSiteTable(db);
  const call = (method: InjectOptions['method'], url: string, payload?: unknown, headers = owner) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const config = async () => (await call('GET', '/api/generator/mine_site/config')).json<GenConfig>();

  it('lists the tables of the public schema by name or comment, paged, with ours marked', async () => {
    const found = (await call('GET', '/api/generator/tables?name=mine')).json<Page<GenTable>>();
    expect(found.content).toEqual([
      expect.objectContaining({
        tableName: 'mine_site',
        comment: '矿井',
        columnCount: 16,
        ours: false,
        configured: false,
        problem: null,
      }),
    ]);
    expect((await call('GET', '/api/generator/tables?name=矿井')).json<Page<GenTable>>().totalElements).toBe(
      1,
    );
    const paged = (await call('GET', '/api/generator/tables?page=1&size=5&sort=tableName,desc')).json<
      Page<GenTable>
    >();
    expect(paged.content).toHaveLength(5);
    expect(paged.totalElements).toBeGreaterThan(30);
    const job = (await call('GET', '/api/generator/tables?name=sys_job_log')).json<Page<GenTable>>();
    expect(job.content[0]).toMatchObject({ tableName: 'sys_job_log', ours: true });
  });

  it('derives defaults from the columns: labels from comments, controls from types, roles', async () => {
    const c = await config();
    expect(c).toMatchObject({
      saved: false,
      ours: false,
      moduleName: 'mine',
      label: '矿井',
      apiPath: '/api/mineSite',
    });
    expect(c.permissionPrefix).toBe('mineSite');
    expect(c.problems).toEqual([]);
    const column = (name: string) => c.columns.find((x) => x.columnName === name)!;
    expect(column('id')).toMatchObject({ role: 'pk', kind: 'int', formShow: false });
    expect(column('name')).toMatchObject({
      label: '矿井名称',
      role: 'field',
      formType: 'input',
      notNull: true,
      queryShow: true,
      queryType: 'like',
    });
    expect(column('province').label).toBe(HOSTILE.province);
    expect(column('remark')).toMatchObject({
      label: '备注 "q" \'q\' \\ </script> ${process.exit(2)}',
      formType: 'textarea',
    });
    expect(column('capacity')).toMatchObject({ kind: 'decimal', formType: 'number', notNull: false });
    expect(column('is_active')).toMatchObject({ kind: 'bool', formType: 'switch', hasDefault: true });
    expect(column('opened_on')).toMatchObject({ kind: 'date', formType: 'date' });
    expect(column('extra')).toMatchObject({ role: 'skipped', kind: 'other', listShow: false });
    expect(column('extra').problem).toContain('不在生成范围内');
    expect(column('update_time')).toMatchObject({ role: 'audit', label: '修改时间', formShow: false });
  });

  it('saves settings, and refuses ones the column cannot take with a message saying what to do', async () => {
    const settings = mineSiteSettings(await config());
    const change = (name: string, patch: object) => ({
      ...settings,
      columns: settings.columns.map((c) => (c.columnName === name ? { ...c, ...patch } : c)),
    });
    const refused = async (body: object) => {
      const res = await call('PUT', '/api/generator/mine_site/config', body);
      expect(res.statusCode).toBe(400);
      return res.json<{ message: string }>().message;
    };
    expect(await refused(change('status', { dictName: '' }))).toContain('请选择字典');
    expect(await refused(change('name', { formShow: false }))).toContain('必须在表单中显示并设为必填');
    expect(await refused(change('depth', { formType: 'switch' }))).toContain('只能使用表单控件：number');
    expect(await refused(change('name', { queryType: 'between' }))).toContain('只能使用查询方式');
    expect(await refused(change('id', { formShow: true }))).toContain('由服务端填写');
    expect(await refused({ ...settings, columns: settings.columns.slice(1) })).toContain('缺少 id');
    expect(await refused({ ...settings, moduleName: 'Mine' })).toContain('模块名只能包含小写字母');

    const forbidden = await call('PUT', '/api/generator/mine_site/config', settings, viewer);
    expect(forbidden.statusCode).toBe(403);
    const saved = await call(
      'PUT',
      '/api/generator/mine_site/config',
      change('remark', { label: '  备注   说明 ' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<GenConfig>();
    expect(after.saved).toBe(true);
    expect(after.columns.find((c) => c.columnName === 'status')).toMatchObject({
      formType: 'select',
      dictName: 'mine_status',
    });
    expect(after.columns.find((c) => c.columnName === 'remark')?.label).toBe('备注 说明');
    const listed = (await call('GET', '/api/generator/tables?name=mine_site')).json<Page<GenTable>>();
    expect(listed.content[0]?.configured).toBe(true);
  });

  it('previews every file in the project layout; text from the database never becomes code', async () => {
    await call('PUT', '/api/generator/mine_site/config', mineSiteSettings(await config()));
    const res = await call('GET', '/api/generator/mine_site/preview', undefined, viewer);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const { files } = res.json<GenPreview>();
    expect(files.map((f) => f.path)).toEqual(
      expect.arrayContaining([
        'GENERATED.md',
        'packages/contract/src/mine/mine-site.schemas.ts',
        'packages/contract/src/mine/mine-site.endpoints.ts',
        'apps/server/src/modules/mine/mine-site.table.ts',
        'apps/server/src/modules/mine/mine-site.routes.ts',
        'apps/server/src/modules/mine/mine-site.menu.ts',
        'apps/web/src/features/mine/pages/mine-site-page.tsx',
        'apps/web/src/features/mine/api/get-mine-site-list.ts',
      ]),
    );
    for (const file of files.filter((f) => /\.tsx?$/.test(f.path))) {
      // The hostile comments' `process.exit(…)` must stay text: no identifier `process` anywhere.
      expect(identifiers(file.path, file.content).has('process'), file.path).toBe(false);
      // `</script>` may stay in a comment; in a string it is `\u003c/script>`.
      const lines = file.content.split('\n').filter((l) => l.includes('</script>'));
      expect(
        lines.every((l) => /^\s*(\/\*\*|\/\/|\*)/.test(l)),
        file.path,
      ).toBe(true);
    }
    const schemas = files.find((f) => f.path.endsWith('mine-site.schemas.ts'))!.content;
    expect(schemas).toContain('/** 省份* / process.exit(1) /* x */');
  });

  it('downloads the same files as a zip', async () => {
    const res = await call('GET', '/api/generator/mine_site/download', undefined, viewer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('mine_site.zip');
    const preview = (await call('GET', '/api/generator/mine_site/preview')).json<GenPreview>();
    expect(await unzip(res.rawPayload)).toEqual(preview.files);
  });

  it('says what stops generating, under the setting to change; a table without a key is read-only', async () => {
    const settings = mineSiteSettings(await config());
    const clash = await call('PUT', '/api/generator/mine_site/config', {
      ...settings,
      permissionPrefix: 'deploy',
      apiPath: '/api/jobs',
    });
    expect(clash.statusCode).toBe(200);
    expect(clash.json<GenConfig>().problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          '权限前缀 deploy 不能用：已有同名权限（deploy:list 等）。请换一个权限前缀，如 deployItem',
        ),
        expect.stringContaining('接口路径 /api/jobs 不能用：与已有接口 GET /api/jobs 冲突'),
      ]),
    );
    const refused = await call('GET', '/api/generator/mine_site/preview');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      status: 400,
      message: expect.stringContaining('还不能生成代码'),
      fieldErrors: {
        permissionPrefix: [expect.stringContaining('权限前缀 deploy')],
        apiPath: [expect.stringContaining('接口路径 /api/jobs')],
      },
    });

    await db.execute(sql`create table plain_note (body text, "Bad Name" int)`);
    const plain = (await call('GET', '/api/generator/plain_note/config')).json<GenConfig>();
    expect(plain).toMatchObject({ mode: 'read', problems: [] });
    expect(plain.notes.join()).toContain(
      '表 plain_note 没有单列整数主键（没有主键）：生成的模块只能查询和导出',
    );
    expect(plain.columns.find((c) => c.columnName === 'Bad Name')?.problem).toContain('不是合法的标识符');
    const files = (await call('GET', '/api/generator/plain_note/preview')).json<GenPreview>().files;
    expect(files.find((f) => f.path === 'GENERATED.md')?.content).toContain('list, search and 导出 only');
  });

  it('answers 404 for a table that is not there, 400 for a name that is no identifier, 403 and 401', async () => {
    expect((await call('GET', '/api/generator/no_such_table/config')).json()).toMatchObject({
      status: 404,
      message: expect.stringContaining('数据库中没有表 no_such_table'),
    });
    expect((await call('GET', '/api/generator/pg_class/preview')).statusCode).toBe(404);
    expect((await call('GET', '/api/generator/Mine%20Site/config')).statusCode).toBe(400);
    expect((await call('GET', '/api/generator/1st_table/preview')).json()).toMatchObject({
      status: 400,
      message: GEN_TABLE_NAME_MESSAGE,
    });
    await createStaff(db, 'gennobody', []);
    const nobody = bearer(await signIn(app, 'gennobody', 'staff2026pw'));
    expect((await call('GET', '/api/generator/tables', undefined, nobody)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/generator/tables' })).statusCode).toBe(401);
  });
});
