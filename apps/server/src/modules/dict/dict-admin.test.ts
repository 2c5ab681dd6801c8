import { describe, expect, it } from 'vitest';

import { bearer, createStaff, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';

interface DictJson {
  id: number;
  name: string;
  description: string | null;
}

describe('dictionary administration', async () => {
  const { app, db } = await buildTestApp();
  const admin = bearer(await signIn(app, 'admin'));
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: admin,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const choices = async (name: string) =>
    (await app.inject({ method: 'GET', url: `/api/dictDetail?dictName=${name}` }))
      .json<{ content: { id: number; label: string; value: string }[] }>()
      .content.map((d) => `${d.label}=${d.value}`);

  it('lists dictionaries paged, with blurry over name and description, and sorts by whitelisted fields', async () => {
    const page = (await call('GET', '/api/dict?page=0&size=2&sort=name,asc')).json();
    expect(page.totalElements).toBe(7);
    expect(page.content.map((d: DictJson) => d.name)).toEqual(['device_type', 'enterprise_type']);
    const byText = (await call('GET', `/api/dict?blurry=${encodeURIComponent('类别')}`)).json();
    expect(byText.content.map((d: DictJson) => d.name).sort()).toEqual([
      'exam_category',
      'news_type',
      'soft_category',
    ]);
    const byName = (await call('GET', '/api/dict?blurry=USER')).json();
    expect(byName.content).toEqual([
      expect.objectContaining({ name: 'user_status', description: '用户状态' }),
    ]);
    expect((await call('GET', '/api/dict?sort=description,asc')).statusCode).toBe(400);
    const all = (await call('GET', '/api/dict/all')).json<DictJson[]>();
    expect(all.map((d) => d.name)).toEqual([...all.map((d) => d.name)].sort());
  });

  it('creates, renames and deletes a dictionary; the name is unique and code-like', async () => {
    const created = await call('POST', '/api/dict', { name: 'mine_area', description: '矿区' });
    expect(created.statusCode).toBe(201);
    const dict = created.json<DictJson>();
    expect(dict).toMatchObject({ name: 'mine_area', description: '矿区', createTime: expect.any(String) });
    const taken = await call('POST', '/api/dict', { name: 'user_status' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: '字典名称已存在',
      fieldErrors: { name: ['字典名称已存在'] },
    });
    expect((await call('POST', '/api/dict', { name: '矿区' })).statusCode).toBe(400);
    const renamed = await call('PUT', '/api/dict', { id: dict.id, name: 'mine_zone', description: null });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: dict.id, name: 'mine_zone', description: null });
    expect((await call('PUT', '/api/dict', { id: dict.id, name: 'news_type' })).statusCode).toBe(409);
    expect((await call('PUT', '/api/dict', { id: 999999, name: 'nothing' })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/dict', [dict.id])).statusCode).toBe(200);
    expect((await call('GET', '/api/dict?blurry=mine')).json().totalElements).toBe(0);
  });

  it('adds, edits and deletes choices, and api/dictDetail shows each change at once', async () => {
    const dict = (await call('POST', '/api/dict', { name: 'shift', description: '班次' })).json<DictJson>();
    expect(await choices('shift')).toEqual([]);
    const added = await call('POST', '/api/dictDetail', {
      label: '早班',
      value: 'morning',
      dictSort: 1,
      dict: { id: dict.id },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      label: '早班',
      value: 'morning',
      dictSort: 1,
      dict: { id: dict.id, name: 'shift' },
    });
    expect(await choices('shift')).toEqual(['早班=morning']);
    const detail = added.json<{ id: number }>();
    const dup = await call('POST', '/api/dictDetail', {
      label: '又一个早班',
      value: 'morning',
      dict: { id: dict.id },
    });
    expect(dup.statusCode).toBe(409);
    const edited = await call('PUT', '/api/dictDetail', {
      id: detail.id,
      label: '白班',
      value: 'day',
      dictSort: 1,
      dict: { id: dict.id },
    });
    expect(edited.statusCode).toBe(200);
    expect(await choices('shift')).toEqual(['白班=day']);
    expect((await call('DELETE', `/api/dictDetail/${detail.id}`)).statusCode).toBe(200);
    expect(await choices('shift')).toEqual([]);
    expect((await call('DELETE', `/api/dictDetail/${detail.id}`)).statusCode).toBe(404);
    const orphan = await call('POST', '/api/dictDetail', { label: 'x', value: 'x', dict: { id: 999999 } });
    expect(orphan.json()).toMatchObject({ status: 400, message: '所属字典不存在' });
  });

  it('drops the cached choices when a dictionary is renamed or deleted', async () => {
    const dict = (await call('POST', '/api/dict', { name: 'weather' })).json<DictJson>();
    await call('POST', '/api/dictDetail', { label: '晴', value: 'sunny', dict: { id: dict.id } });
    expect(await choices('weather')).toEqual(['晴=sunny']);
    await call('PUT', '/api/dict', { id: dict.id, name: 'sky' });
    expect(await choices('weather')).toEqual([]);
    expect(await choices('sky')).toEqual(['晴=sunny']);
    await call('DELETE', '/api/dict', [dict.id]);
    expect(await choices('sky')).toEqual([]);
  });

  it('exports one row per choice with Chinese headers', async () => {
    const res = await call('GET', '/api/dict/download?blurry=user_status');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
    expect(rows[0]!.slice(1, 5)).toEqual(['字典名称', '字典描述', '字典标签', '字典值']);
    expect(rows.slice(1).map((r) => r.slice(1, 5))).toEqual([
      ['user_status', '用户状态', '激活', 'true'],
      ['user_status', '用户状态', '禁用', 'false'],
    ]);
  });

  it('lets a dict:list account read but not write', async () => {
    await createStaff(db, 'dictreader', ['dict:list']);
    const reader = bearer(await signIn(app, 'dictreader', 'staff2026pw'));
    expect((await app.inject({ method: 'GET', url: '/api/dict', headers: reader })).statusCode).toBe(200);
    const write = await app.inject({
      method: 'POST',
      url: '/api/dict',
      headers: reader,
      payload: { name: 'nope' },
    });
    expect(write.statusCode).toBe(403);
  });
});
