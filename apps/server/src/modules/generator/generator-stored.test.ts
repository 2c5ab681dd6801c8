import type { GenConfig } from '@coalsim/contract';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { bearer, createStaff, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { createMineSiteTable, mineSiteSettings } from '../../testing/generator-fixtures.js';

/** Text meant to become code if a template ever took it as it is. */
const INJECTED = "x');process.exit(7);//";

/**
 * 代码生成 reads its saved settings again on every use: a row changed by hand in SQL or brought
 * back by a restore is refused for preview and download with a message saying to save again, and
 * its text never reaches a generated file.
 */
describe('代码生成: saved settings changed outside the page', async () => {
  const { app, db } = await buildTestApp({ seed: false });
  await createStaff(db, 'genstored', ['generator:list', 'generator:edit']);
  const owner = bearer(await signIn(app, 'genstored', 'staff2026pw'));
  await createMineSiteTable(db);
  const get = (what: 'config' | 'preview' | 'download') =>
    app.inject({ method: 'GET', url: `/api/generator/mine_site/${what}`, headers: owner });
  const save = async () => {
    const config = (await get('config')).json<GenConfig>();
    const res = await app.inject({
      method: 'PUT',
      url: '/api/generator/mine_site/config',
      headers: owner,
      payload: mineSiteSettings(config),
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** Saves good settings through the API, then changes the row as SQL or a restore could. */
  const corrupt = async (set: SQL) => {
    await save();
    expect((await get('preview')).statusCode).toBe(200);
    await db.execute(sql`update code_gen_config set ${set} where table_name = 'mine_site'`);
  };
  /** One column's setting changed inside the JSON, the others left as saved. */
  const columnSet = (column: string, key: string, value: unknown) =>
    sql`columns = (select jsonb_agg(case when c->>'columnName' = ${column}
      then jsonb_set(c, ${`{${key}}`}::text[], ${JSON.stringify(value)}::jsonb) else c end order by n)
      from jsonb_array_elements(columns) with ordinality as t(c, n))`;

  const expectRefused = async (reason: string) => {
    for (const what of ['preview', 'download'] as const) {
      const res = await get(what);
      expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBe(409);
      const { message } = res.json<{ message: string }>();
      expect(message).toContain('已保存的生成配置不符合要求');
      expect(message).toContain(reason);
      expect(message).toContain('重新保存');
      expect(res.body).not.toContain('exit(7)');
    }
    const config = (await get('config')).json<GenConfig>();
    expect(config.saved).toBe(true);
    expect(config.problems[0]).toContain(reason);
    expect(JSON.stringify(config)).not.toContain('exit(7)');
  };

  it('refuses a column whose dictionary name was changed to code', async () => {
    await corrupt(columnSet('status', 'dictName', INJECTED));
    await expectRefused('列 status：字典名称只能包含字母');
  });

  it('refuses a column label with a line break and a form control that does not exist', async () => {
    await corrupt(columnSet('name', 'label', `矿井\n${INJECTED}`));
    await expectRefused('列 name：列的显示名称不能换行');
    await corrupt(columnSet('code', 'formType', '<script>'));
    await expectRefused('列 code：表单控件不在可选范围内');
  });

  it('refuses a column setting that is missing or not JSON of the right shape', async () => {
    await corrupt(sql`columns = columns #- '{1,listShow}'`);
    await expectRefused('列 name：列表显示：');
    await corrupt(sql`columns = '"not a list"'::jsonb`);
    await expectRefused('列的配置不是列表');
  });

  it('refuses module settings that would become identifiers and paths', async () => {
    await corrupt(sql`permission_prefix = ${`mineSite=process.exit(7)//`}`);
    await expectRefused('权限前缀须以小写字母开头');
    await corrupt(sql`module_name = '../../../etc'`);
    await expectRefused('模块名只能包含小写字母');
    await corrupt(sql`api_path = ${`/api/mine'+process.exit(7)+'`}`);
    await expectRefused('接口路径须以 /api/ 开头');
  });

  it('shows defaults for what fails, and generates again once saved from the page', async () => {
    await corrupt(columnSet('status', 'dictName', INJECTED));
    const config = (await get('config')).json<GenConfig>();
    // The column falls back to its defaults (an input, no dictionary); the rest stays as saved.
    expect(config.columns.find((c) => c.columnName === 'status')).toMatchObject({
      formType: 'input',
      dictName: '',
    });
    expect(config.columns.find((c) => c.columnName === 'province')?.dictName).toBe('mine_province');
    await save();
    expect((await get('preview')).statusCode).toBe(200);
    expect((await get('config')).json<GenConfig>().problems).toEqual([]);
  });
});
