import type { Page, Post } from '@coalsim/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';

describe('岗位管理 (api/center/job)', async () => {
  const { app } = await buildTestApp();
  const ent = bearer(await signIn(app, 'enterprise'));
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', payload?: object, url = '/api/center/job') =>
    app.inject({ method, url, headers: ent, ...(payload === undefined ? {} : { payload }) });
  const list = async (query = '') =>
    (await call('GET', undefined, `/api/center/job${query}`)).json<Page<Post>>();
  const byName = async (name: string) => (await list('?size=100')).content.find((p) => p.name === name)!;

  it('lists the posts by sort, with holders counted, paged and filtered by blurry and enabled', async () => {
    const all = await list('?size=100');
    expect(all.totalElements).toBe(8);
    expect(all.content[0]).toMatchObject({ name: '采煤机司机', sort: 1 });
    expect(all.content[0]!.workerCount).toBeGreaterThan(0);
    const found = await list(`?blurry=${encodeURIComponent('司机')}`);
    expect(found.content.map((p) => p.name).sort()).toEqual(['掘进机司机', '采煤机司机']);
    const page = await list('?page=1&size=3');
    expect(page.content).toHaveLength(3);
    expect(page.totalElements).toBe(8);
    expect((await list('?enabled=false')).totalElements).toBe(0);
  });

  it('creates a post, refuses a duplicate name on the field, saves against the loaded version', async () => {
    const created = await call('POST', { name: '皮带司机', sort: 20 });
    expect(created.statusCode).toBe(201);
    const post = created.json<Post>();
    expect(post).toMatchObject({ name: '皮带司机', workerCount: 0, enabled: true });
    const dup = await call('POST', { name: '皮带司机' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ fieldErrors: { name: [expect.stringContaining('皮带司机')] } });

    const saved = await call('PUT', { ...post, name: '胶带机司机', enabled: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: '胶带机司机', enabled: false });
    const stale = await call('PUT', { ...post, name: '晚到的修改' });
    expect(stale.statusCode).toBe(409);
    const rename = await call('PUT', { ...saved.json<Post>(), name: '调度员' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toMatchObject({ fieldErrors: { name: [expect.any(String)] } });
  });

  it('refuses to delete a post somebody holds, saying who; deletes a free one; 404 for unknown ids', async () => {
    const held = await byName('调度员');
    const refused = await call('DELETE', [held.id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/调度员.*（.+）.*请先/);
    const free = (await call('POST', { name: '临时岗位' })).json<Post>();
    expect((await call('DELETE', [free.id, 999_999])).statusCode).toBe(404);
    expect(await byName('临时岗位')).toBeDefined();
    expect((await call('DELETE', [free.id])).statusCode).toBe(200);
    expect(await byName('临时岗位')).toBeUndefined();
  });

  it('exports the filtered list as xlsx', async () => {
    const matching = (await list(`?blurry=${encodeURIComponent('司机')}`)).totalElements;
    const res = await call('GET', undefined, `/api/center/job/download?blurry=${encodeURIComponent('司机')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('岗位名称');
    expect(sheet.rowCount).toBe(1 + matching);
  });

  it('answers 403 to an individual account and 401 signed out', async () => {
    const worker = bearer(await signIn(app, 'worker'));
    expect((await app.inject({ method: 'GET', url: '/api/center/job', headers: worker })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ method: 'GET', url: '/api/center/job' })).statusCode).toBe(401);
  });
});
