import type { Grant, GrantRequest, Page } from '@coalsim/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { soft } from '../../db/tables/soft.table.js';
import { DEMO_SOFT, DEMO_VENDORS } from '../../seed/demo/demo-soft.js';
import { DEMO_ACCESS_SOFT } from '../../seed/demo/seed-access.js';
import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { registerVerifiedEnterprise } from '../../testing/enterprise-helpers.js';
import { softGrant } from './access.table.js';
import {
  ALREADY_DECIDED,
  ALREADY_GRANTED,
  ALREADY_PENDING,
  OWN_SOFT,
  PAST_VALID_UNTIL,
  SOFT_NOT_AVAILABLE,
} from './grant.service.js';

describe('申请使用 and its approval (api/center/grant)', async () => {
  const { app, db } = await buildTestApp();
  const demo = await signIn(app, 'enterprise');
  const other = await registerVerifiedEnterprise(app, {
    username: 'otheruser',
    name: '另一家煤矿',
    creditCode: '91140200MA0K000B2T',
  });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, as: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(as), ...(payload ? { payload } : {}) });
  const mine = async (as: string, query = '') =>
    (await call('GET', `/api/center/grant${query}`, as)).json<Page<Grant>>();
  const requests = async (as: string, query = '') =>
    (await call('GET', `/api/center/grant/requests${query}`, as)).json<Page<GrantRequest>>();
  const softId = async (name: string) =>
    (await db.select({ id: soft.id }).from(soft).where(eq(soft.name, name)))[0]!.id;
  const isoDay = (daysAhead: number) =>
    new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

  it('lists the enterprise’s grants: its own software’s, approved ones with validity, pending ones', async () => {
    const grants = (await mine(demo, '?size=100')).content;
    const own = grants.find((g) => g.soft.name === DEMO_ACCESS_SOFT.published)!;
    expect(own).toMatchObject({ own: true, status: 'approved', valid: true, seats: null, validUntil: null });
    expect(own.soft.vendor.name).toBe('示例煤业集团');
    const approved = grants.find((g) => g.soft.name === DEMO_SOFT[0]!.name)!;
    expect(approved).toMatchObject({ own: false, status: 'approved', seats: 20, valid: true });
    expect(approved.soft.launchUrl === null || approved.soft.launchUrl.startsWith('http')).toBe(true);
    expect(grants.find((g) => g.soft.name === DEMO_SOFT[1]!.name)).toMatchObject({
      status: 'pending',
      valid: false,
    });
    expect((await mine(demo, '?status=pending')).content.every((g) => g.status === 'pending')).toBe(true);
    expect((await mine(demo, `?blurry=${encodeURIComponent('液压支架')}`)).totalElements).toBe(1);
    expect((await mine(other.token)).totalElements).toBe(0);
  });

  it('requests a published software of another vendor once; refuses own, unknown and unpublished', async () => {
    const target = await softId(DEMO_SOFT[2]!.name);
    const res = await call('POST', '/api/center/grant', demo, { softId: target });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Grant>()).toMatchObject({ status: 'pending', own: false, valid: false, decidedAt: null });
    const again = await call('POST', '/api/center/grant', demo, { softId: target });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_PENDING);

    const granted = await call('POST', '/api/center/grant', demo, {
      softId: await softId(DEMO_SOFT[0]!.name),
    });
    expect(granted.statusCode).toBe(409);
    expect(granted.json().message).toBe(ALREADY_GRANTED);

    const own = await call('POST', '/api/center/grant', demo, {
      softId: await softId(DEMO_ACCESS_SOFT.published),
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(OWN_SOFT);

    for (const id of [await softId(DEMO_ACCESS_SOFT.draft), 999_999]) {
      const refused = await call('POST', '/api/center/grant', other.token, { softId: id });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(SOFT_NOT_AVAILABLE);
    }
  });

  it('lets a request follow an expired grant', async () => {
    const target = await softId(DEMO_SOFT[3]!.name);
    const first = (await call('POST', '/api/center/grant', demo, { softId: target })).json<Grant>();
    await db
      .update(softGrant)
      .set({ status: 'approved', seats: 5, validUntil: isoDay(-1) })
      .where(eq(softGrant.id, first.id));
    const expired = (await mine(demo, '?size=100')).content.find((g) => g.id === first.id)!;
    expect(expired).toMatchObject({ status: 'approved', valid: false });
    expect((await call('POST', '/api/center/grant', demo, { softId: target })).statusCode).toBe(201);
  });

  it('shows the vendor the requests to its software, not its own grant', async () => {
    const list = await requests(demo, '?size=100');
    expect(list.content.length).toBeGreaterThan(0);
    expect(list.content.every((r) => r.soft.name === DEMO_ACCESS_SOFT.published)).toBe(true);
    expect(list.content.every((r) => r.enterprise.name !== '示例煤业集团')).toBe(true);
    expect(list.content.find((r) => r.enterprise.name === DEMO_VENDORS[0]!.name)).toMatchObject({
      status: 'pending',
      enterprise: { creditCode: DEMO_VENDORS[0]!.creditCode },
    });
    expect((await requests(other.token)).totalElements).toBe(0);
  });

  it('lets only the vendor decide, once: approve sets seats and last day, reject needs a reason', async () => {
    const requested = (
      await call('POST', '/api/center/grant', other.token, {
        softId: await softId(DEMO_ACCESS_SOFT.published),
      })
    ).json<Grant>();
    const url = `/api/center/grant/${requested.id}`;
    const approval = { approved: true, seats: 8, validUntil: isoDay(30) };

    // The requester itself, or any other enterprise, cannot decide: 404, nothing changes.
    expect((await call('PUT', url, other.token, approval)).statusCode).toBe(404);
    const ownGrant = (await mine(demo, '?size=100')).content.find((g) => g.own)!;
    expect((await call('PUT', `/api/center/grant/${ownGrant.id}`, demo, approval)).statusCode).toBe(404);

    expect((await call('PUT', url, demo, { approved: true })).statusCode).toBe(400);
    expect((await call('PUT', url, demo, { approved: false })).statusCode).toBe(400);
    const past = await call('PUT', url, demo, { ...approval, validUntil: isoDay(-2) });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(PAST_VALID_UNTIL);

    const decided = await call('PUT', url, demo, approval);
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json<GrantRequest>()).toMatchObject({
      status: 'approved',
      seats: 8,
      validUntil: approval.validUntil,
      enterprise: { id: other.id, name: '另一家煤矿' },
      decidedAt: expect.any(String),
    });
    const twice = await call('PUT', url, demo, { approved: false, reason: '改主意' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ALREADY_DECIDED);

    const seen = (await mine(other.token)).content.find((g) => g.id === requested.id)!;
    expect(seen).toMatchObject({ status: 'approved', valid: true, seats: 8, own: false });
  });

  it('rejects with the reason the requester then sees', async () => {
    const pending = (await requests(demo, '?status=pending')).content[0]!;
    const res = await call('PUT', `/api/center/grant/${pending.id}`, demo, {
      approved: false,
      reason: '本软件暂不对外开放试用',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<GrantRequest>()).toMatchObject({
      status: 'rejected',
      reason: '本软件暂不对外开放试用',
      seats: null,
    });
  });

  it('lets only verified enterprises request (403) and refuses staff', async () => {
    const registered = await app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: {
        username: 'pendingone',
        password: 'pending2026pw',
        role: 2,
        enterprise: { name: '待审核煤矿', creditCode: '91140100MA0K000A1H' },
      },
    });
    expect(registered.statusCode).toBe(201);
    const pending = await signIn(app, 'pendingone', 'pending2026pw');
    const target = await softId(DEMO_SOFT[4]!.name);
    expect((await call('POST', '/api/center/grant', pending, { softId: target })).statusCode).toBe(403);
    expect((await mine(pending)).totalElements).toBe(0);
    const admin = await signIn(app, 'admin');
    expect((await call('GET', '/api/center/grant/requests', admin)).statusCode).toBe(403);
  });
});
