import type { Access, ManagedSoft, Page } from '@coalsim/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { soft } from '../../db/tables/soft.table.js';
import { DEMO_ACCESS_SOFT, DEMO_REJECT_REASON } from '../../seed/demo/seed-access.js';
import { decideApplication, softFields, submitNewSoft } from '../../testing/access-helpers.js';
import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { registerVerifiedEnterprise } from '../../testing/enterprise-helpers.js';
import { startAssessing } from '../access/access-transitions.js';

describe('应用管理 (api/center/soft)', async () => {
  const { app, db } = await buildTestApp();
  const token = await signIn(app, 'enterprise');
  const other = await registerVerifiedEnterprise(app, {
    username: 'othervendor',
    name: '另一家软件公司',
    creditCode: '91140200MA0K000B2T',
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, as = token) =>
    app.inject({
      method,
      url,
      headers: bearer(as),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (name: string, extra: Record<string, unknown> = {}) => {
    const res = await call('POST', '/api/center/soft', softFields(name, extra));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ManagedSoft>();
  };
  const list = async (query = '', as = token) =>
    (await call('GET', `/api/center/soft${query}`, undefined, as)).json<Page<ManagedSoft>>();
  const byName = async (name: string) => (await list('?size=100')).content.find((s) => s.name === name)!;

  it('lists the vendor’s own software in every status, filtered by blurry, status and category', async () => {
    const all = await list('?size=100');
    expect(all.content.map((s) => s.name).sort()).toEqual(Object.values(DEMO_ACCESS_SOFT).sort());
    expect(all.content.every((s) => s.vendor.name === '示例煤业集团')).toBe(true);
    // The assessment seed has taken one of the two submitted ones into assessing.
    const waiting = await list('?status=submitted');
    expect(waiting.content.map((s) => s.name)).toContain(DEMO_ACCESS_SOFT.submitted);
    expect(waiting.content.every((s) => s.status === 'submitted')).toBe(true);
    const rejected = await byName(DEMO_ACCESS_SOFT.rejected);
    expect(rejected).toMatchObject({ status: 'rejected', statusReason: DEMO_REJECT_REASON });
    expect((await list(`?blurry=${encodeURIComponent('通风网络')}`)).content.map((s) => s.name)).toEqual([
      DEMO_ACCESS_SOFT.submitted,
    ]);
    expect((await list('?category=rescue')).content.map((s) => s.name)).toEqual([DEMO_ACCESS_SOFT.draft]);
    expect((await list('', other.token)).totalElements).toBe(0);
    expect((await call('GET', '/api/center/soft?status=gone')).statusCode).toBe(400);
  });

  it('creates a draft and sanitises the description: no script, no handlers, no javascript: links', async () => {
    const created = await create('安全检查仿真', {
      description:
        '<p>介绍<script>alert(1)</script></p><img src="/file/a.png" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">链接</a><a href="https://coal.example.cn">官网</a>',
    });
    expect(created).toMatchObject({ status: 'draft', publishedAt: null, vendor: { name: '示例煤业集团' } });
    expect(created.description).not.toMatch(/script|onerror|javascript:|alert/);
    expect(created.description).toContain('<img src="/file/a.png" />');
    expect(created.description).toContain('href="https://coal.example.cn"');
    expect((await call('GET', `/api/center/soft/${created.id}`)).json()).toEqual(created);
  });

  it('refuses a javascript: or data: launch URL and a description with nothing safe left, with 400', async () => {
    for (const launchUrl of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'ftp://x.cn']) {
      const res = await call('POST', '/api/center/soft', softFields('坏地址', { launchUrl }));
      expect(res.statusCode, launchUrl).toBe(400);
      expect(res.json().message).toContain('启动地址');
    }
    const empty = await call(
      'POST',
      '/api/center/soft',
      softFields('空介绍', { description: '<script>x</script>' }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ status: 400, message: expect.stringContaining('软件介绍') });
  });

  it('updates a draft against the loaded version (stale: 409) and sanitises again', async () => {
    const draft = await create('可编辑软件');
    const saved = await call('PUT', '/api/center/soft', {
      ...softFields('可编辑软件 v2', { description: '<p onclick="x()">新介绍</p>' }),
      id: draft.id,
      updateTime: draft.updateTime,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: '可编辑软件 v2', description: '<p>新介绍</p>' });
    const stale = await call('PUT', '/api/center/soft', {
      ...softFields('晚到的修改'),
      id: draft.id,
      updateTime: draft.updateTime,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('刷新');
  });

  it('refuses to edit or delete while submitted, assessing or published (409); other enterprises get 404', async () => {
    const waiting = await byName(DEMO_ACCESS_SOFT.submitted);
    const edit = await call('PUT', '/api/center/soft', {
      ...softFields('改名'),
      id: waiting.id,
      updateTime: waiting.updateTime,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ status: 409, message: expect.stringContaining('等待考核') });
    expect((await call('DELETE', '/api/center/soft', [waiting.id])).statusCode).toBe(409);
    const published = await byName(DEMO_ACCESS_SOFT.published);
    expect((await call('DELETE', '/api/center/soft', [published.id])).statusCode).toBe(409);

    const draft = await byName(DEMO_ACCESS_SOFT.draft);
    expect((await call('GET', `/api/center/soft/${draft.id}`, undefined, other.token)).statusCode).toBe(404);
    const foreign = await call(
      'PUT',
      '/api/center/soft',
      { ...softFields('抢改'), id: draft.id, updateTime: draft.updateTime },
      other.token,
    );
    expect(foreign.statusCode).toBe(404);
    expect((await call('DELETE', '/api/center/soft', [draft.id], other.token)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/center/soft/${draft.id}/submit`, undefined, other.token)).statusCode,
    ).toBe(404);
    expect((await byName(DEMO_ACCESS_SOFT.draft)).name).toBe(DEMO_ACCESS_SOFT.draft);
  });

  it('deletes drafts and rejected software never published; refuses one published before', async () => {
    const doomed = await create('待删除草稿');
    expect((await call('DELETE', '/api/center/soft', [doomed.id])).statusCode).toBe(200);
    expect((await call('GET', `/api/center/soft/${doomed.id}`)).statusCode).toBe(404);

    // Published once, then rejected on a later application: its history stays.
    const { soft: once, access } = await submitNewSoft(app, token, '曾发布的软件');
    await decideApplication(db, access.id);
    await db.update(soft).set({ status: 'rejected' }).where(eq(soft.id, once.id));
    const refused = await call('DELETE', '/api/center/soft', [once.id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('曾发布的软件');
  });

  it('submits a draft: one application, the software waits; twice is 409 with the reason', async () => {
    const draft = await create('待提交软件');
    const res = await call('POST', `/api/center/soft/${draft.id}/submit`);
    expect(res.statusCode, res.body).toBe(201);
    const access = res.json<Access>();
    expect(access).toMatchObject({
      soft: { id: draft.id, name: '待提交软件' },
      status: 'submitted',
      assessment: null,
      appKey: null,
      decidedAt: null,
    });
    expect(access.timeline.map((s) => s.status)).toEqual(['draft', 'submitted']);
    expect((await call('GET', `/api/center/soft/${draft.id}`)).json().status).toBe('submitted');

    const again = await call('POST', `/api/center/soft/${draft.id}/submit`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('该软件已提交接入申请，正在等待考核，不能重复提交');
    await startAssessing(db, access.id, new Date());
    const assessing = await call('POST', `/api/center/soft/${draft.id}/submit`);
    expect(assessing.statusCode).toBe(409);
    expect(assessing.json().message).toBe('该软件正在考核中，不能重复提交');
  });

  it('resubmits a rejected software as a new application, clearing the old reason', async () => {
    const loaded = await byName(DEMO_ACCESS_SOFT.rejected);
    // The form sends back what it loaded (the demo software included) with the vendor's changes.
    const edited = await call('PUT', '/api/center/soft', { ...loaded, version: '1.6.0' });
    expect(edited.statusCode, edited.body).toBe(200);
    const rejected = edited.json<ManagedSoft>();
    expect(rejected).toMatchObject({ status: 'rejected', version: '1.6.0', description: loaded.description });
    const res = await call('POST', `/api/center/soft/${rejected.id}/submit`);
    expect(res.statusCode).toBe(201);
    const history = (await call('GET', `/api/center/access?softId=${rejected.id}`)).json<Page<Access>>();
    expect(history.content.map((a) => a.status)).toEqual(['submitted', 'rejected']);
    expect(await byName(DEMO_ACCESS_SOFT.rejected)).toMatchObject({
      status: 'submitted',
      statusReason: null,
    });
  });

  it('lets only verified enterprises submit (403), though they may write drafts', async () => {
    const registered = await app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: {
        username: 'pendingvendor',
        password: 'pending2026pw',
        role: 2,
        enterprise: { name: '待审核软件公司', creditCode: '91140100MA0K000A1H' },
      },
    });
    expect(registered.statusCode).toBe(201);
    const pending = await signIn(app, 'pendingvendor', 'pending2026pw');
    const draft = await call('POST', '/api/center/soft', softFields('未认证企业软件'), pending);
    expect(draft.statusCode).toBe(201);
    const res = await call('POST', `/api/center/soft/${draft.json().id}/submit`, undefined, pending);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('认证');
  });

  it('is for enterprises only: staff and anonymous callers are refused', async () => {
    const admin = await signIn(app, 'admin');
    expect((await call('GET', '/api/center/soft', undefined, admin)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/center/soft' })).statusCode).toBe(401);
  });
});
