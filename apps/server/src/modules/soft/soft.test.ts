import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';

type Card = {
  id: number;
  name: string;
  category: string;
  viewCount: number;
  likeCount: number;
  publishedAt: string;
};

describe('portal software centre', async () => {
  const { app } = await buildTestApp();
  const list = async (query = '') =>
    (await app.inject({ method: 'GET', url: `/api/portal/soft${query}` })).json();

  it('lists the published catalogue newest first, 12 a page, with vendors', async () => {
    const page = await list();
    // 24 of the demo vendors and the demo enterprise's own (seed/demo/seed-access.ts).
    expect(page.totalElements).toBe(25);
    expect(page.content).toHaveLength(12);
    const dates = page.content.map((c: Card) => c.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.content[0]).toMatchObject({
      vendor: { id: expect.any(Number), name: expect.any(String) },
      cover: expect.stringMatching(/^\/file\/demo\/.+\.svg$/),
    });
    expect((await list('?page=1&size=12')).content).toHaveLength(12);
    expect((await list('?page=2&size=12')).content).toHaveLength(1);
    expect((await list('?page=3&size=12')).content).toHaveLength(0);
  });

  it('filters by category and by keyword over name and summary, and sorts by views', async () => {
    const rescue = await list('?category=rescue');
    expect(rescue.totalElements).toBe(3);
    expect(rescue.content.every((c: Card) => c.category === 'rescue')).toBe(true);
    const byName = await list(`?keyword=${encodeURIComponent('提升机')}`);
    expect(byName.content.map((c: Card) => c.name)).toContain('矿井主提升机操作仿真系统');
    const bySummary = await list(`?keyword=${encodeURIComponent('猴车')}`);
    expect(bySummary.content.map((c: Card) => c.name)).toEqual(['架空乘人装置安全操作仿真']);
    expect((await list(`?keyword=${encodeURIComponent('%')}`)).totalElements).toBe(0);
    const byViews = (await list('?sort=views&size=24')).content.map((c: Card) => c.viewCount);
    expect(byViews).toEqual([...byViews].sort((a, b) => b - a));
  });

  it('refuses bad paging and sorting with 400', async () => {
    for (const q of ['?sort=price', '?size=1000', '?page=-1', `?keyword=${'x'.repeat(51)}`]) {
      const res = await app.inject({ method: 'GET', url: `/api/portal/soft${q}` });
      expect(res.statusCode, q).toBe(400);
    }
  });

  it('counts a view once per visitor per day', async () => {
    const get = (ip: string, headers = {}) =>
      app.inject({ method: 'GET', url: '/api/portal/soft/3', remoteAddress: ip, headers });
    const before = (await get('10.9.0.1')).json().viewCount;
    expect((await get('10.9.0.1')).json().viewCount).toBe(before);
    expect((await get('10.9.0.2')).json().viewCount).toBe(before + 1);
    const token = await signIn(app, 'worker');
    expect((await get('10.9.0.1', bearer(token))).json().viewCount).toBe(before + 2);
    expect((await get('10.9.0.3', bearer(token))).json().viewCount).toBe(before + 2);
  });

  it('answers 404 for unknown ids and 400 for ids that are not numbers', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/portal/soft/99999' })).json()).toMatchObject({
      status: 404,
      message: '软件不存在或已下架',
    });
    expect((await app.inject({ method: 'GET', url: '/api/portal/soft/abc' })).statusCode).toBe(400);
  });

  it('likes and favourites: signed-in only, idempotent, counted, and listed for the user', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/portal/soft/5/like' })).statusCode).toBe(401);
    const token = await signIn(app, 'enterprise');
    const call = (method: 'POST' | 'DELETE', what: string, id = 5) =>
      app.inject({ method, url: `/api/portal/soft/${id}/${what}`, headers: bearer(token) });
    expect((await call('POST', 'like')).json()).toEqual({ liked: true, likeCount: 1 });
    expect((await call('POST', 'like')).json()).toEqual({ liked: true, likeCount: 1 });
    expect((await call('POST', 'collect')).json()).toEqual({ collected: true, collectCount: 1 });
    await call('POST', 'like', 7);
    const detail = (
      await app.inject({ method: 'GET', url: '/api/portal/soft/5', headers: bearer(token) })
    ).json();
    expect(detail).toMatchObject({ liked: true, collected: true, likeCount: 1, collectCount: 1 });
    const liked = (
      await app.inject({ method: 'GET', url: '/api/portal/soft/liked', headers: bearer(token) })
    ).json();
    expect(liked.content.map((c: Card) => c.id)).toEqual([7, 5]);
    expect((await call('DELETE', 'like')).json()).toEqual({ liked: false, likeCount: 0 });
    expect((await call('DELETE', 'like')).json()).toEqual({ liked: false, likeCount: 0 });
    const collected = (
      await app.inject({ method: 'GET', url: '/api/portal/soft/collected', headers: bearer(token) })
    ).json();
    expect(collected).toMatchObject({ totalElements: 1, content: [expect.objectContaining({ id: 5 })] });
    expect((await call('POST', 'like', 99999)).statusCode).toBe(404);
  });

  it('shows a like in the (cached) catalogue at once, and serves repeated pages from memory', async () => {
    const token = await signIn(app, 'worker');
    const likesOf = async (id: number) =>
      (await list('?size=50')).content.find((c: Card) => c.id === id)?.likeCount as number;
    const before = await likesOf(9);
    await app.inject({ method: 'POST', url: '/api/portal/soft/9/like', headers: bearer(token) });
    expect(await likesOf(9)).toBe(before + 1);

    // Edits behind the server's back stay unseen until the cache is told (or ages out)…
    await app.db.execute(sql`UPDATE soft SET name = 'renamed by hand' WHERE id = 9`);
    expect((await list('?size=50')).content.map((c: Card) => c.name)).not.toContain('renamed by hand');
    // …which is what `pg_notify('coalsim_cache', 'manual|portal')` does for hand edits.
    app.cacheBus.publish('portal');
    expect((await list('?size=50')).content.map((c: Card) => c.name)).toContain('renamed by hand');
  });
});

describe('portal news, figures and demo covers', async () => {
  const { app } = await buildTestApp();

  it('lists news newest first with category filter and keyword', async () => {
    const all = (await app.inject({ method: 'GET', url: '/api/portal/news?size=20' })).json();
    expect(all.totalElements).toBe(20);
    const policy = (await app.inject({ method: 'GET', url: '/api/portal/news?category=policy' })).json();
    expect(policy.content.every((n: { category: string }) => n.category === 'policy')).toBe(true);
    const kw = (
      await app.inject({ method: 'GET', url: `/api/portal/news?keyword=${encodeURIComponent('汛期')}` })
    ).json();
    expect(kw.totalElements).toBe(1);
  });

  it('shows one item with its neighbours and counts the read', async () => {
    const newest = (await app.inject({ method: 'GET', url: '/api/portal/news?size=2' })).json().content;
    const first = (await app.inject({ method: 'GET', url: `/api/portal/news/${newest[1].id}` })).json();
    expect(first.next).toMatchObject({ id: newest[0].id });
    expect(first.previous).not.toBeNull();
    // Paragraphs of sanitised HTML, as the back office writes news (资讯管理).
    expect(first.content).toMatch(/^<p>.+<\/p><p>.+<\/p>$/s);
    const again = (await app.inject({ method: 'GET', url: `/api/portal/news/${newest[1].id}` })).json();
    expect(again.views).toBe(first.views + 1);
    expect((await app.inject({ method: 'GET', url: '/api/portal/news/424242' })).statusCode).toBe(404);
  });

  it('gives the platform figures', async () => {
    const stats = (await app.inject({ method: 'GET', url: '/api/portal/stats' })).json();
    expect(stats).toEqual({
      softCount: 25,
      vendorCount: 7,
      enterpriseCount: 7,
      userCount: expect.any(Number),
      newsCount: 20,
    });
  });

  it('serves the shipped covers and nothing else', async () => {
    const res = await app.inject({ method: 'GET', url: '/file/demo/mining-1.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
    for (const name of ['..%2F..%2Fpackage.json', 'x.svg', 'mining-1.svg.bak', '%2e%2e%2fsrc']) {
      expect((await app.inject({ method: 'GET', url: `/file/demo/${name}` })).statusCode).toBe(404);
    }
  });
});
