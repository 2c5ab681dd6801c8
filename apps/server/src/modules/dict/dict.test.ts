import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../../testing/build-test-app.js';
import { sysDictDetail } from './dict.table.js';

describe('dictionaries', async () => {
  const { app, db } = await buildTestApp();

  it('lists one dictionary by dictSort, without signing in (the portal filters need it)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/dictDetail?dictName=soft_category&page=0&size=9999',
    });
    expect(res.statusCode).toBe(200);
    const { content, totalElements } = res.json();
    expect(totalElements).toBe(8);
    expect(content.map((d: { label: string }) => d.label)).toEqual([
      '采煤',
      '掘进',
      '机电',
      '运输',
      '通风',
      '地测',
      '安全',
      '应急救援',
    ]);
    expect(content[0]).toMatchObject({ value: 'mining', dictSort: 1, dict: { name: 'soft_category' } });
  });

  it('pages, filters by label and answers an unknown name with an empty list', async () => {
    const page = (
      await app.inject({ method: 'GET', url: '/api/dictDetail?dictName=soft_category&page=1&size=3' })
    ).json();
    expect(page.content.map((d: { label: string }) => d.label)).toEqual(['运输', '通风', '地测']);
    const found = (
      await app.inject({ method: 'GET', url: '/api/dictDetail?dictName=user_status&label=禁' })
    ).json();
    expect(found.content).toEqual([expect.objectContaining({ label: '禁用', value: 'false' })]);
    expect((await app.inject({ method: 'GET', url: '/api/dictDetail?dictName=nope' })).json()).toEqual({
      content: [],
      totalElements: 0,
    });
  });

  it('needs a dictionary name', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dictDetail' });
    expect(res.statusCode).toBe(400);
  });

  it('maps several dictionaries at once, split on ASCII or full-width commas', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/dictDetail/map?dictName=${encodeURIComponent('user_status，device_type,nope')}`,
    });
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['device_type', 'nope', 'user_status']);
    expect(body.user_status).toHaveLength(2);
    expect(body.nope).toEqual([]);
  });

  it('caches a dictionary until a writer clears the cache', async () => {
    const labels = async () =>
      (await app.inject({ method: 'GET', url: '/api/dictDetail?dictName=user_status' }))
        .json()
        .content.map((d: { label: string }) => d.label);
    expect(await labels()).toEqual(['激活', '禁用']);
    await db.update(sysDictDetail).set({ label: '启用' }).where(eq(sysDictDetail.value, 'true'));
    expect(await labels()).toEqual(['激活', '禁用']);
    app.caches.dict.clear();
    expect(await labels()).toEqual(['启用', '禁用']);
  });

  it('answers an address it answered before from memory, and never keeps an invalid one', async () => {
    const url = '/api/dictDetail?dictName=user_status&page=0&size=9999';
    expect(app.caches.dictPages.peek(url)).toBeUndefined();
    const first = await app.inject({ method: 'GET', url });
    expect(app.caches.dictPages.peek(url)?.toString()).toBe(first.body);
    const again = await app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.body).toBe(first.body);

    const invalid = '/api/dictDetail?dictName=user_status&page=-1';
    for (let i = 0; i < 2; i++)
      expect((await app.inject({ method: 'GET', url: invalid })).statusCode).toBe(400);
    expect(app.caches.dictPages.peek(invalid)).toBeUndefined();
  });
});
