import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { bearer, createStaff, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { EMPTY_NEWS_CONTENT, NEWS_NOT_FOUND, STALE_NEWS } from './news-admin.service.js';

interface NewsJson {
  id: number;
  title: string;
  category: string;
  content: string;
  status: string;
  publishedAt: string | null;
  updateTime: string;
}

const HOUR = 60 * 60 * 1000;

describe('资讯管理 (back office news)', async () => {
  const { app } = await buildTestApp();
  const admin = bearer(await signIn(app, 'admin'));
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: object = admin,
  ) =>
    app.inject({
      method,
      url,
      headers: headers as Record<string, string>,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const fields = (overrides: Record<string, unknown> = {}) => ({
    title: '井下安全培训新规发布',
    category: 'policy',
    cover: null,
    summary: '新规明确了井下作业人员的培训学时要求',
    content: '<p>新规自下月起施行。</p>',
    author: '平台编辑部',
    status: 'draft',
    publishedAt: null,
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await call('POST', '/api/news', fields(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<NewsJson>();
  };
  const portalIds = async () =>
    (await app.inject({ method: 'GET', url: '/api/portal/news?size=100' }))
      .json<{ content: { id: number }[] }>()
      .content.map((n) => n.id);
  const portalDetail = (id: number) => app.inject({ method: 'GET', url: `/api/portal/news/${id}` });

  it('lists the seeded news newest first, as the portal does (by id, as the page asks, or by default)', async () => {
    for (const query of ['?size=50&sort=id,desc', '?size=50']) {
      const listed = (await call('GET', `/api/news${query}`)).json<{ content: NewsJson[] }>().content;
      const published = listed.map((n) => Date.parse(n.publishedAt!));
      expect(published.length, query).toBeGreaterThan(5);
      expect(published, query).toEqual([...published].sort((a, b) => b - a));
    }
  });

  it('sanitises the content on create and update, keeping the allowed tags', async () => {
    const dirty =
      '<h2>要点</h2><p onclick="steal()">一、<strong>持证</strong>上岗<script>alert(1)</script></p>' +
      '<img src="/file/a.png" onerror="alert(2)"><a href="javascript:alert(3)">点我</a>' +
      '<a href="https://www.mem.gov.cn/">应急管理部</a><ul><li>二、定期复训</li></ul>';
    const created = await create({ content: dirty });
    for (const text of [created.content, (await call('GET', `/api/news/${created.id}`)).json().content]) {
      expect(text).not.toMatch(/script|onerror|onclick|javascript:|alert/);
      expect(text).toContain('<h2>要点</h2>');
      expect(text).toContain('<strong>持证</strong>');
      expect(text).toContain('<img src="/file/a.png" />');
      expect(text).toContain('<li>二、定期复训</li>');
      expect(text).toMatch(/<a href="https:\/\/www\.mem\.gov\.cn\/"[^>]*rel="noopener noreferrer nofollow"/);
    }
    const updated = await call('PUT', '/api/news', {
      ...fields({ content: '<p>改写<iframe src="https://evil.example"></iframe></p>' }),
      id: created.id,
      updateTime: created.updateTime,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().content).toBe('<p>改写</p>');
    const nothingLeft = await call('POST', '/api/news', fields({ content: '<script>alert(1)</script>' }));
    expect(nothingLeft.statusCode).toBe(400);
    expect(nothingLeft.json()).toMatchObject({ status: 400, message: EMPTY_NEWS_CONTENT });
  });

  it('keeps drafts out of the portal and publishes with a time that defaults to now', async () => {
    const draft = await create({ title: '草稿：矿山救护演练安排' });
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null });
    expect(await portalIds()).not.toContain(draft.id);
    expect((await portalDetail(draft.id)).statusCode).toBe(404);

    const before = Date.now();
    const res = await call('PUT', '/api/news', {
      ...fields({ title: '矿山救护演练安排', status: 'published' }),
      id: draft.id,
      updateTime: draft.updateTime,
    });
    const published = res.json<NewsJson>();
    expect(published.status).toBe('published');
    expect(new Date(published.publishedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await portalIds()).toContain(draft.id);
    const detail = await portalDetail(draft.id);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ title: '矿山救护演练安排', content: '<p>新规自下月起施行。</p>' });

    // Saved again without a time: it keeps its first publication time.
    const resaved = await call('PUT', '/api/news', {
      ...fields({ title: '矿山救护演练安排（更新）', status: 'published' }),
      id: draft.id,
      updateTime: published.updateTime,
    });
    expect(resaved.json().publishedAt).toBe(published.publishedAt);

    const offline = await call('PUT', '/api/news', {
      ...fields({ status: 'offline' }),
      id: draft.id,
      updateTime: resaved.json().updateTime,
    });
    expect(offline.json().status).toBe('offline');
    expect(await portalIds()).not.toContain(draft.id);
  });

  it('hands the portal the demo news as HTML paragraphs, like what the back office writes', async () => {
    const [first] = await portalIds();
    const detail = (await portalDetail(first!)).json<{ content: string }>();
    expect(detail.content).toMatch(/^<p>.+<\/p>$/s);
    expect(detail.content).not.toContain('\n\n');
  });

  it('shows news published for a later time only from then on', async () => {
    const later = await create({
      title: '预告：年度安全培训开班',
      status: 'published',
      publishedAt: new Date(Date.now() + 24 * HOUR).toISOString(),
    });
    expect(await portalIds()).not.toContain(later.id);
    expect((await portalDetail(later.id)).statusCode).toBe(404);
    const earlier = await create({
      title: '回顾：去年的安全培训',
      status: 'published',
      publishedAt: new Date(Date.now() - HOUR).toISOString(),
    });
    expect(await portalIds()).toContain(earlier.id);
  });

  it('answers 409 to a save against a version somebody else has changed', async () => {
    const item = await create({ title: '并发编辑测试' });
    const first = await call('PUT', '/api/news', {
      ...fields({ title: '甲的修改' }),
      id: item.id,
      updateTime: item.updateTime,
    });
    expect(first.statusCode).toBe(200);
    const second = await call('PUT', '/api/news', {
      ...fields({ title: '乙的修改' }),
      id: item.id,
      updateTime: item.updateTime,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ status: 409, message: STALE_NEWS });
    expect((await call('GET', `/api/news/${item.id}`)).json().title).toBe('甲的修改');
    const missing = await call('PUT', '/api/news', { ...fields(), id: 999999, updateTime: item.updateTime });
    expect(missing.statusCode).toBe(404);
  });

  it('lists every status with filters, exports a workbook and deletes all or nothing', async () => {
    const a = await create({ title: '筛选测试：通风系统改造', category: 'technology' });
    const b = await create({ title: '筛选测试：通风安全公告', category: 'notice', status: 'published' });
    const list = async (query: string) =>
      (await call('GET', `/api/news${query}`)).json<{ content: NewsJson[]; totalElements: number }>();
    const blurry = encodeURIComponent('筛选测试');
    expect((await list(`?blurry=${blurry}`)).content.map((n) => n.id).sort()).toEqual([a.id, b.id].sort());
    expect((await list(`?blurry=${blurry}&status=draft`)).content.map((n) => n.id)).toEqual([a.id]);
    expect((await list(`?blurry=${blurry}&category=notice`)).content.map((n) => n.id)).toEqual([b.id]);
    expect((await list('?status=published&size=100')).content.every((n) => n.status === 'published')).toBe(
      true,
    );
    expect((await call('GET', '/api/news?status=gone')).statusCode).toBe(400);

    const file = await call('GET', `/api/news/download?blurry=${blurry}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('标题');
    expect(sheet.rowCount).toBe(3);

    const partly = await call('DELETE', '/api/news', [a.id, 999999]);
    expect(partly.statusCode).toBe(404);
    expect(partly.json().message).toBe(NEWS_NOT_FOUND);
    expect((await call('GET', `/api/news/${a.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', '/api/news', [a.id, b.id])).statusCode).toBe(200);
    expect((await call('GET', `/api/news/${a.id}`)).statusCode).toBe(404);
    expect(await portalIds()).not.toContain(b.id);
    expect((await call('DELETE', '/api/news', [])).statusCode).toBe(400);
  });

  it('is for staff with news permissions only', async () => {
    const worker = bearer(await signIn(app, 'worker'));
    expect((await call('GET', '/api/news', undefined, worker)).statusCode).toBe(403);
    expect((await call('POST', '/api/news', fields(), worker)).statusCode).toBe(403);
    expect((await call('GET', '/api/news', undefined, {})).statusCode).toBe(401);
    await createStaff(app.db, 'newsreader', ['news:list']);
    const reader = bearer(await signIn(app, 'newsreader', 'staff2026pw'));
    expect((await call('GET', '/api/news', undefined, reader)).statusCode).toBe(200);
    const denied = await call('POST', '/api/news', fields(), reader);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ status: 403, message: expect.any(String) });
  });
});
