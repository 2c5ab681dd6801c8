import { eq, isNotNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { enterprise } from '../../db/tables/account.table.js';
import { soft } from '../../db/tables/soft.table.js';
import { bearer, createStaff, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { softAccess } from '../access/access.table.js';
import { ONLY_OFFLINE_ONLINE, ONLY_PUBLISHED_OFFLINE } from './admin-soft.service.js';

interface Managed {
  id: number;
  name: string;
  status: string;
  category: string;
  statusReason: string | null;
  vendor: { id: number; name: string };
  publishedAt: string | null;
}

describe('软件管理 (back office software)', async () => {
  const { app } = await buildTestApp();
  const admin = bearer(await signIn(app, 'admin'));
  const call = (method: 'GET' | 'PUT', url: string, headers: object = admin, payload?: object) =>
    app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
  const list = async (query: string) =>
    (await call('GET', `/api/soft${query}`)).json<{ content: Managed[]; totalElements: number }>();

  // A vendor's software before assessment: a draft and one waiting, with its application.
  const [vendor] = await app.db
    .select({ id: enterprise.id, name: enterprise.name })
    .from(enterprise)
    .where(eq(enterprise.name, '示例煤业集团'));
  const unpublished = await app.db
    .insert(soft)
    .values(
      (['draft', 'submitted'] as const).map((status) => ({
        enterpriseId: vendor!.id,
        name: `综采工作面调试仿真（${status}）`,
        category: 'mining',
        summary: '综采工作面三机联动调试（后台测试）',
        description: '<p>调试</p>',
        version: '0.9.0',
        status,
      })),
    )
    .returning({ id: soft.id, status: soft.status });
  const submitted = unpublished.find((s) => s.status === 'submitted')!;
  await app.db.insert(softAccess).values({ softId: submitted.id, enterpriseId: vendor!.id });
  const [published] = await app.db
    .select({ id: soft.id, name: soft.name })
    .from(soft)
    .where(eq(soft.status, 'published'))
    .orderBy(soft.id)
    .limit(1);

  it('lists every vendor’s software in any status, with filters', async () => {
    // The demo data grows with the product: counts are taken from the table itself.
    const all = await list('?size=100');
    expect(all.totalElements).toBe(await app.db.$count(soft));
    expect(all.content[0]).toMatchObject({ vendor: { id: expect.any(Number), name: expect.any(String) } });
    const drafts = await list('?status=draft&size=100');
    expect(drafts.content.map((s) => s.name)).toContain('综采工作面调试仿真（draft）');
    expect(drafts.content.every((s) => s.status === 'draft')).toBe(true);
    const mine = await list(`?enterpriseId=${vendor!.id}&size=100`);
    expect(mine.totalElements).toBe(await app.db.$count(soft, eq(soft.enterpriseId, vendor!.id)));
    expect(mine.content.every((s) => s.vendor.name === '示例煤业集团')).toBe(true);
    const keyword = await list(`?blurry=${encodeURIComponent('三机联动调试（后台')}`);
    expect(keyword.content.map((s) => s.id).sort()).toEqual(unpublished.map((s) => s.id).sort());
    expect((await list(`?blurry=${encodeURIComponent('%')}`)).totalElements).toBe(0);
    const rescue = await list('?category=rescue&size=100');
    expect(rescue.totalElements).toBeGreaterThan(0);
    expect(rescue.content.every((s) => s.category === 'rescue')).toBe(true);
    const ever = await list('?everPublished=true&size=100');
    expect(ever.totalElements).toBe(await app.db.$count(soft, isNotNull(soft.publishedAt)));
    expect(ever.content.every((s) => s.publishedAt !== null)).toBe(true);
    expect(ever.content.map((s) => s.id)).not.toContain(submitted.id);
    const never = await list('?everPublished=false&size=100');
    expect(never.totalElements).toBe(all.totalElements - ever.totalElements);
    expect(never.content.map((s) => s.id)).toEqual(expect.arrayContaining(unpublished.map((s) => s.id)));
    const byName = (await list('?sort=name,asc&size=5')).content.map((s) => s.name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const bad of ['?status=gone', '?enterpriseId=abc', '?everPublished=yes', '?sort=price']) {
      expect((await call('GET', `/api/soft${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('shows one software with its access applications, and 404 for an unknown id', async () => {
    const detail = await call('GET', `/api/soft/${submitted.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: submitted.id,
      status: 'submitted',
      vendor: { name: '示例煤业集团' },
      accesses: [{ status: 'submitted', soft: { id: submitted.id } }],
    });
    expect(JSON.stringify(detail.json())).not.toMatch(/secret/i);
    const other = (await call('GET', `/api/soft/${published!.id}`)).json<{
      accesses: { soft: { id: number } }[];
    }>();
    expect(other.accesses.every((a) => a.soft.id === published!.id)).toBe(true);
    const missing = await call('GET', '/api/soft/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, message: '软件不存在' });
  });

  it('takes a published software offline with a reason, out of 软件中心, and back', async () => {
    const portalIds = async () =>
      (await app.inject({ method: 'GET', url: '/api/portal/soft?size=48' }))
        .json<{ content: { id: number }[] }>()
        .content.map((c) => c.id);
    const portalDetail = () => app.inject({ method: 'GET', url: `/api/portal/soft/${published!.id}` });
    // Warm the portal's caches: taking it offline must not leave it there.
    expect(await portalIds()).toContain(published!.id);
    expect((await portalDetail()).statusCode).toBe(200);

    const noReason = await call('PUT', `/api/soft/${published!.id}/offline`, admin, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const off = await call('PUT', `/api/soft/${published!.id}/offline`, admin, {
      reason: '版本过旧，请更新后再上架',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ status: 'offline', statusReason: '版本过旧，请更新后再上架' });
    expect(await portalIds()).not.toContain(published!.id);
    expect((await portalDetail()).statusCode).toBe(404);

    const again = await call('PUT', `/api/soft/${published!.id}/offline`, admin, { reason: '重复' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 409, message: ONLY_PUBLISHED_OFFLINE });

    const on = await call('PUT', `/api/soft/${published!.id}/online`);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ status: 'published', statusReason: null });
    expect(await portalIds()).toContain(published!.id);
    expect((await portalDetail()).statusCode).toBe(200);
    const twice = await call('PUT', `/api/soft/${published!.id}/online`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ONLY_OFFLINE_ONLINE);
  });

  it('refuses to take offline or bring online software that was never published', async () => {
    for (const s of unpublished) {
      const off = await call('PUT', `/api/soft/${s.id}/offline`, admin, { reason: '测试' });
      expect(off.statusCode, s.status).toBe(409);
      expect((await call('PUT', `/api/soft/${s.id}/online`)).statusCode, s.status).toBe(409);
    }
    expect((await list('?status=draft')).content[0]!.status).toBe('draft');
    const missing = await call('PUT', '/api/soft/999999/offline', admin, { reason: '测试' });
    expect(missing.statusCode).toBe(404);
  });

  it('exports the filtered list as a workbook', async () => {
    const res = await call('GET', `/api/soft/download?enterpriseId=${vendor!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('软件名称');
    expect(sheet.rowCount).toBe(1 + (await app.db.$count(soft, eq(soft.enterpriseId, vendor!.id))));
    expect(sheet.getRow(2).getCell(2).value).toBe('示例煤业集团');
  });

  it('is for staff with soft permissions only', async () => {
    const worker = bearer(await signIn(app, 'worker'));
    const company = bearer(await signIn(app, 'enterprise'));
    for (const who of [worker, company, {}]) {
      expect([401, 403]).toContain((await call('GET', '/api/soft', who)).statusCode);
      expect([401, 403]).toContain((await call('GET', '/api/soft/download', who)).statusCode);
      expect([401, 403]).toContain(
        (await call('PUT', `/api/soft/${published!.id}/offline`, who, { reason: '越权' })).statusCode,
      );
    }
    expect((await call('GET', '/api/soft', worker)).statusCode).toBe(403);
    await createStaff(app.db, 'softreader', ['soft:list']);
    const reader = bearer(await signIn(app, 'softreader', 'staff2026pw'));
    expect((await call('GET', '/api/soft', reader)).statusCode).toBe(200);
    const denied = await call('PUT', `/api/soft/${published!.id}/offline`, reader, { reason: '越权' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({
      status: 403,
      message: expect.any(String),
      timestamp: expect.anything(),
    });
  });
});
