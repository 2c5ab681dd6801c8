import type { GenTable } from '@coalsim/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { bearer, createStaff, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { ourTableNames } from './our-tables.js';
import { TABLE_NOTES } from './table-notes.js';

type Page<T> = { content: T[]; totalElements: number };

/**
 * Issue 44 §3: 代码生成's list showed "-" for 说明 and 未统计 for 行数 on every table (the project's
 * tables carry no comments, and PostgreSQL had never analysed them). Now each says what it holds
 * and how many rows it has: the estimate once analysed, else counted (up to a limit).
 */
describe('代码生成: what each table holds and how many rows it has', async () => {
  const { app, db } = await buildTestApp();
  await createStaff(db, 'gencatalog', ['generator:list']);
  const viewer = bearer(await signIn(app, 'gencatalog', 'staff2026pw'));
  const get = (url: string) => app.inject({ method: 'GET', url, headers: viewer });
  const tables = ourTableNames();

  it('has a line in table-notes.ts for every table of src/schema.ts', () => {
    const missing = tables.filter((t) => !Object.hasOwn(TABLE_NOTES, t));
    expect(missing, `请在 table-notes.ts 中为这些表各写一句说明：${missing.join('、')}`).toEqual([]);
  });

  it('shows what each table holds and how many rows it has, counted where never analysed', async () => {
    // Statistics brought up to date first: autovacuum may have analysed a table between two of the
    // seed's inserts, and an estimate is then a row short (sys_menu: 66 of 67 once, under load).
    await db.execute(sql`analyze`);
    const listed = (await get('/api/generator/tables?size=100')).json<Page<GenTable>>().content;
    for (const table of tables) {
      const row = listed.find((t) => t.tableName === table);
      expect(row?.comment, table).toMatch(/\S/);
      const [real] = (
        await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)
      ).rows;
      // The demo data is small: the estimate of a table just analysed is its count.
      expect(row?.rows, table).toEqual({ count: real!.n, kind: 'estimate' });
    }
    // A small table never analysed: counted exactly.
    await db.execute(sql`create table few_rows (n int) with (autovacuum_enabled = false)`);
    await db.execute(sql`insert into few_rows select generate_series(1, 3)`);
    expect(
      (await get('/api/generator/tables?name=few_rows')).json<Page<GenTable>>().content[0]?.rows,
    ).toEqual({ count: 3, kind: 'exact' });
    // A table autovacuum leaves alone: never analysed, counted up to the limit, then 'more'.
    await db.execute(sql`create table many_rows (n int) with (autovacuum_enabled = false)`);
    await db.execute(sql`insert into many_rows select generate_series(1, 10005)`);
    const many = async () =>
      (await get('/api/generator/tables?name=many_rows')).json<Page<GenTable>>().content[0]?.rows;
    expect(await many()).toEqual({ count: 10_000, kind: 'more' });
    await db.execute(sql`analyze many_rows`);
    expect(await many()).toEqual({ count: 10_005, kind: 'estimate' });
  });

  it('prefers the table’s own comment, and finds tables by 说明 as shown', async () => {
    const find = async (name: string) =>
      (await get(`/api/generator/tables?name=${encodeURIComponent(name)}`)).json<Page<GenTable>>().content;
    expect((await find('角色')).map((t) => [t.tableName, t.comment])).toEqual([
      ['sys_role', '角色'],
      ['sys_roles_menus', '角色的菜单'],
      ['sys_users_roles', '用户的角色'],
    ]);
    await db.execute(sql`create table mine_note (id int)`);
    await db.execute(sql`comment on table mine_note is '矿井备忘'`);
    await db.execute(sql`comment on table sys_role is '岗位权限'`);
    expect((await find('备忘')).map((t) => [t.tableName, t.comment])).toEqual([['mine_note', '矿井备忘']]);
    expect((await find('sys_role')).find((t) => t.tableName === 'sys_role')?.comment).toBe('岗位权限');
    // The comment replaces the line: sys_role is no longer found by 角色.
    expect((await find('角色')).map((t) => t.tableName)).toEqual(['sys_roles_menus', 'sys_users_roles']);
  });
});
