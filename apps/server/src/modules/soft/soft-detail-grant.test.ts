import type { SoftDetail } from '@coalsim/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { soft } from '../../db/tables/soft.table.js';
import { DEMO_SOFT } from '../../seed/demo/demo-soft.js';
import { DEMO_ACCESS_SOFT } from '../../seed/demo/seed-access.js';
import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { registerVerifiedEnterprise } from '../../testing/enterprise-helpers.js';
import { softGrant } from '../access/access.table.js';

/**
 * The software page knows the caller's 申请使用 from the start: after applying and reloading it
 * said 申请使用 again, and only a 409 told the enterprise it had asked already.
 */
describe('软件详情: the caller’s right to use it', async () => {
  const { app, db } = await buildTestApp();
  const enterprise = await signIn(app, 'enterprise');
  const idOf = async (name: string) =>
    (await db.select({ id: soft.id }).from(soft).where(eq(soft.name, name)))[0]!.id;
  const grantOn = async (id: number, token?: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/portal/soft/${id}`,
      headers: token ? bearer(token) : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SoftDetail>().grant;
  };
  // The demo enterprise holds a grant to the first, waits on the second, never asked for the third.
  const [approved, pending, untouched] = await Promise.all([0, 1, 2].map((i) => idOf(DEMO_SOFT[i]!.name)));

  it('is pending after 申请使用, and stays so on the next read (a reload)', async () => {
    expect(await grantOn(untouched!, enterprise)).toBeNull();
    const asked = await app.inject({
      method: 'POST',
      url: '/api/center/grant',
      headers: bearer(enterprise),
      payload: { softId: untouched },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(await grantOn(untouched!, enterprise)).toBe('pending');
    expect(await grantOn(pending!, enterprise)).toBe('pending');
  });

  it('is granted for a valid grant and for the vendor’s own software, for the enterprise and its staff', async () => {
    const worker = await signIn(app, 'worker');
    const own = await idOf(DEMO_ACCESS_SOFT.published);
    for (const token of [enterprise, worker]) {
      expect(await grantOn(approved!, token)).toBe('granted');
      expect(await grantOn(own, token)).toBe('granted');
    }
    expect(await grantOn(pending!, worker)).toBe('pending');
  });

  it('is none for a rejected or expired one (asked again), for other callers and for visitors', async () => {
    const other = await registerVerifiedEnterprise(app, {
      username: 'grantreader',
      name: '另一家煤矿',
      creditCode: '91140200MA0K000B2T',
    });
    for (const token of [undefined, await signIn(app, 'admin'), other.token]) {
      expect(await grantOn(pending!, token)).toBeNull();
    }
    const pendingOn = (id: number) => and(eq(softGrant.softId, id), eq(softGrant.status, 'pending'));
    await db.update(softGrant).set({ status: 'rejected' }).where(pendingOn(pending!));
    expect(await grantOn(pending!, enterprise)).toBeNull();
    await db
      .update(softGrant)
      .set({ validUntil: '2020-01-01' })
      .where(and(eq(softGrant.softId, approved!), eq(softGrant.status, 'approved')));
    expect(await grantOn(approved!, enterprise)).toBeNull();
  });
});
