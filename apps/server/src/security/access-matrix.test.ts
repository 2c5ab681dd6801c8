import type { Endpoint } from '@coalsim/contract';
import { describe, expect, it } from 'vitest';

import {
  backOffice,
  forApps,
  forDevices,
  forEnterprises,
  forWorkers,
  permissionsOf,
  signedIn,
  staffOrEnterprise,
} from '../testing/access-groups.js';
import { bearer, createStaff, signIn } from '../testing/auth-helpers.js';
import { buildTestApp } from '../testing/build-test-app.js';

// The wrong callers are refused here; access-matrix-through.test.ts has the right ones get their
// 2xx. Both go by testing/access-groups.ts, so an endpoint added later is covered without a test.
const url = (e: Endpoint) => e.path.replace(/:(\w+)/g, '1');
const call = (e: Endpoint, headers: Record<string, string>) => ({
  method: e.method,
  url: url(e),
  headers,
  payload: e.method === 'GET' ? undefined : {},
});

describe('access matrix', async () => {
  const { app, db } = await buildTestApp();
  await createStaff(db, 'powerless', ['not:a:real:permission']);
  const users = {
    worker: await signIn(app, 'worker'),
    enterprise: await signIn(app, 'enterprise'),
    staffWithout: await signIn(app, 'powerless', 'staff2026pw'),
  };
  // A portal account holding every back-office permission is still not staff.
  const allPermissions = [...new Set(backOffice.flatMap(([, e]) => permissionsOf(e) ?? []))];
  await createStaff(db, 'portalwithperms', allPermissions, 'portal2026pw', 3);
  const portalWithPermissions = await signIn(app, 'portalwithperms', 'portal2026pw');
  // An enterprise that platform staff have not verified yet.
  const registered = await app.inject({
    method: 'POST',
    url: '/auth/register',
    payload: {
      username: 'pendingco',
      password: 'pending2026pw',
      role: 2,
      enterprise: { name: '待审核煤矿', creditCode: '91140200MA0K000B2T' },
    },
  });
  expect(registered.statusCode).toBe(201);
  const pendingEnterprise = await signIn(app, 'pendingco', 'pending2026pw');

  it('covers at least the online-users endpoints', () => {
    expect(backOffice.map(([name]) => name)).toEqual(expect.arrayContaining(['listOnline', 'kickOnline']));
  });

  it.each(backOffice)(
    '%s: 401 signed out, 403 for role 3, role 2 and staff without the permission',
    async (_n, e) => {
      const anonymous = await app.inject(call(e, {}));
      expect(anonymous.statusCode).toBe(401);
      // Staff-only endpoints need no permission string: only the portal accounts are refused.
      const refused = e.access === 'staff' ? [users.worker, users.enterprise] : Object.values(users);
      for (const token of refused) {
        const res = await app.inject(call(e, bearer(token)));
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ status: 403, message: '无权限访问该资源' });
      }
    },
  );

  it.each(backOffice)('%s: a portal account is refused even with the permission', async (_n, e) => {
    const res = await app.inject(call(e, bearer(portalWithPermissions)));
    expect(res.statusCode).toBe(403);
  });

  it.each(forEnterprises)('%s: 401 signed out, 403 for staff and individual users', async (_n, e) => {
    expect((await app.inject(call(e, {}))).statusCode).toBe(401);
    const admin = await signIn(app, 'admin');
    for (const token of [users.worker, admin, portalWithPermissions]) {
      const res = await app.inject(call(e, bearer(token)));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, message: expect.stringContaining('企业') });
    }
    const verifiedOnly =
      typeof e.access === 'object' && 'enterprise' in e.access && e.access.enterprise === 'verified';
    // Past the door for 'any' (its 2xx, on rows of its own, is access-matrix-through's part).
    const pending = await app.inject(call(e, bearer(pendingEnterprise)));
    if (verifiedOnly) expect(pending.statusCode).toBe(403);
    else expect([401, 403]).not.toContain(pending.statusCode);
    expect(pending.statusCode, pending.body.slice(0, 200)).toBeLessThan(500);
  });

  it.each(staffOrEnterprise)('%s: 401 signed out, 403 for individual users', async (_n, e) => {
    expect((await app.inject(call(e, {}))).statusCode).toBe(401);
    for (const token of [users.worker, portalWithPermissions]) {
      expect((await app.inject(call(e, bearer(token)))).statusCode).toBe(403);
    }
  });

  it.each(forWorkers)(
    '%s: 401 signed out, 403 for enterprises and staff, past the door for a linked staff account',
    async (_n, e) => {
      expect((await app.inject(call(e, {}))).statusCode).toBe(401);
      const admin = await signIn(app, 'admin');
      for (const token of [users.enterprise, admin]) {
        const res = await app.inject(call(e, bearer(token)));
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ status: 403, message: expect.stringContaining('员工') });
      }
      // Past the door: an attempt of id 1 is not his (404) and {} is no answer sheet (400); the 2xx,
      // on his own rows, is access-matrix-through's part.
      const res = await app.inject(call(e, bearer(users.worker)));
      expect([401, 403]).not.toContain(res.statusCode);
      expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
    },
  );

  it.each(forApps)('%s: a session is no key: 401 unsigned, whoever is signed in', async (_n, e) => {
    for (const token of [undefined, users.enterprise, users.worker]) {
      const res = await app.inject(call(e, token ? bearer(token) : {}));
      expect([400, 401], res.body.slice(0, 200)).toContain(res.statusCode);
      if (e.path.includes('/v1/')) expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: res.statusCode, timestamp: expect.any(Number) });
    }
  });

  it.each(forDevices)('%s: a session is no device secret: 401, whoever is signed in', async (_n, e) => {
    for (const headers of [{}, bearer(users.enterprise), { authorization: 'Device not-a-secret' }]) {
      const res = await app.inject(call(e, headers));
      expect(res.statusCode, res.body.slice(0, 200)).toBe(401);
      expect(res.json()).toMatchObject({ status: 401, timestamp: expect.any(Number) });
    }
  });

  it.each(signedIn)('%s: 401 signed out, in the error shape', async (_n, e) => {
    const res = await app.inject(call(e, {}));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      status: 401,
      message: '登录状态已过期，请重新登录',
      timestamp: expect.any(Number),
    });
  });
});
