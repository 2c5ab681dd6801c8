import { KEY_ROTATION_GRACE_MS, type Access, type AccessKeys, type Page } from '@coalsim/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { createSecretBox } from '../../lib/secret-box.js';
import { DEMO_ACCESS_SOFT, DEMO_REJECT_REASON } from '../../seed/demo/seed-access.js';
import { decideApplication, submitNewSoft } from '../../testing/access-helpers.js';
import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { registerVerifiedEnterprise } from '../../testing/enterprise-helpers.js';
import { findAppSecret, KEYS_BEFORE_PASS } from './access.service.js';
import { softAccess } from './access.table.js';

describe('软件接入 and keys (api/center/access)', async () => {
  const { app, db, secretKey } = await buildTestApp();
  const box = createSecretBox(secretKey);
  const token = await signIn(app, 'enterprise');
  const other = await registerVerifiedEnterprise(app, {
    username: 'othervendor',
    name: '另一家软件公司',
    creditCode: '91140200MA0K000B2T',
  });
  const list = async (query = '', as = token) =>
    (await app.inject({ method: 'GET', url: `/api/center/access${query}`, headers: bearer(as) })).json<
      Page<Access>
    >();
  const issue = (id: number, as = token) =>
    app.inject({ method: 'POST', url: `/api/center/access/${id}/keys`, headers: bearer(as) });
  const bySoft = async (name: string) => (await list('?size=100')).content.find((a) => a.soft.name === name)!;

  it('lists the vendor’s applications newest first with their timeline and decision', async () => {
    const all = await list('?size=100');
    expect(all.totalElements).toBeGreaterThanOrEqual(4);
    const times = all.content.map((a) => a.submittedAt);
    expect(times).toEqual([...times].sort().reverse());
    const passed = await bySoft(DEMO_ACCESS_SOFT.published);
    expect(passed).toMatchObject({ status: 'passed', appKey: null, keyIssuedAt: null });
    expect(passed.timeline.map((s) => s.status)).toEqual(['draft', 'submitted', 'assessing', 'passed']);
    const rejected = await bySoft(DEMO_ACCESS_SOFT.rejected);
    expect(rejected).toMatchObject({ status: 'rejected', comment: DEMO_REJECT_REASON });
    expect(rejected.timeline.at(-1)).toMatchObject({ status: 'rejected', note: DEMO_REJECT_REASON });
    expect((await list('?status=passed')).content.every((a) => a.status === 'passed')).toBe(true);
    expect((await list(`?softId=${passed.soft.id}`)).content.map((a) => a.id)).toEqual([passed.id]);
    expect((await list('', other.token)).totalElements).toBe(0);
    expect((await list('?sort=submittedAt,asc&size=100')).content.map((a) => a.submittedAt)).toEqual(
      [...times].reverse(),
    );
  });

  it('issues keys only for a passed application (409 before), and 404 for another enterprise', async () => {
    const waiting = await bySoft(DEMO_ACCESS_SOFT.submitted);
    const early = await issue(waiting.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ status: 409, message: KEYS_BEFORE_PASS });
    const rejected = await bySoft(DEMO_ACCESS_SOFT.rejected);
    expect((await issue(rejected.id)).statusCode).toBe(409);
    const passed = await bySoft(DEMO_ACCESS_SOFT.published);
    expect((await issue(passed.id, other.token)).statusCode).toBe(404);
    expect((await issue(999_999)).statusCode).toBe(404);
  });

  it('shows the secret once: stored encrypted, never in a list', async () => {
    const { access } = await submitNewSoft(app, other.token, '密钥测试软件');
    await decideApplication(db, access.id);
    const res = await issue(access.id, other.token);
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const keys = res.json<AccessKeys>();
    expect(keys.appKey).toMatch(/^ak[0-9a-f]{24}$/);
    expect(Buffer.from(keys.appSecret, 'base64url')).toHaveLength(32);
    expect(keys.previousKeyValidUntil).toBeNull();

    const listed = await app.inject({
      method: 'GET',
      url: '/api/center/access',
      headers: bearer(other.token),
    });
    expect(listed.body).not.toContain(keys.appSecret);
    expect(listed.json<Page<Access>>().content[0]).toMatchObject({
      appKey: keys.appKey,
      keyIssuedAt: keys.issuedAt,
    });
    const [row] = await db.select().from(softAccess).where(eq(softAccess.id, access.id));
    expect(row!.appSecretEnc).not.toContain(keys.appSecret);
    expect(box.open(row!.appSecretEnc!)).toBe(keys.appSecret);
  });

  it('rotates: the old pair keeps working for 24 hours through findAppSecret, then stops', async () => {
    const { access } = await submitNewSoft(app, other.token, '轮换测试软件');
    await decideApplication(db, access.id);
    const first = (await issue(access.id, other.token)).json<AccessKeys>();
    const second = (await issue(access.id, other.token)).json<AccessKeys>();
    expect(second.appKey).not.toBe(first.appKey);
    expect(second.appSecret).not.toBe(first.appSecret);
    const until = Date.parse(second.previousKeyValidUntil!);
    expect(until - Date.parse(second.issuedAt)).toBe(KEY_ROTATION_GRACE_MS);
    const listed = (await list(`?softId=${access.soft.id}`, other.token)).content[0]!;
    expect(listed).toMatchObject({
      appKey: second.appKey,
      previousKeyValidUntil: second.previousKeyValidUntil,
    });

    const now = new Date(Date.parse(second.issuedAt) + 1000);
    expect(await findAppSecret(db, box, second.appKey, now)).toMatchObject({
      accessId: access.id,
      softId: access.soft.id,
      enterpriseId: other.id,
      secret: second.appSecret,
    });
    expect((await findAppSecret(db, box, first.appKey, now))?.secret).toBe(first.appSecret);
    expect(await findAppSecret(db, box, first.appKey, new Date(until + 1))).toBeUndefined();
    expect((await findAppSecret(db, box, second.appKey, new Date(until + 1)))?.secret).toBe(second.appSecret);
    expect(await findAppSecret(db, box, 'ak-unknown', now)).toBeUndefined();

    // A second rotation drops the first pair at once: only one previous pair is kept.
    const third = (await issue(access.id, other.token)).json<AccessKeys>();
    expect(await findAppSecret(db, box, first.appKey, now)).toBeUndefined();
    expect((await findAppSecret(db, box, second.appKey, now))?.secret).toBe(second.appSecret);
    expect((await findAppSecret(db, box, third.appKey, now))?.secret).toBe(third.appSecret);
  });

  it('refuses bad queries with 400 and non-enterprise callers', async () => {
    for (const q of ['?status=open', '?softId=x', '?sort=comment,asc']) {
      const res = await app.inject({ method: 'GET', url: `/api/center/access${q}`, headers: bearer(token) });
      expect(res.statusCode, q).toBe(400);
    }
    const admin = await signIn(app, 'admin');
    expect((await issue(1, admin)).statusCode).toBe(403);
  });
});
