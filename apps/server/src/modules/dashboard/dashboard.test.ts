import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';

describe('GET /api/dashboard/summary', async () => {
  const { app } = await buildTestApp();

  it('gives staff the real figures and 30 days of registrations', async () => {
    const token = await signIn(app, 'admin');
    const res = await app.inject({ method: 'GET', url: '/api/dashboard/summary', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The individual users: worker and the two demo experts.
    expect(body.users).toEqual({ total: 6, staff: 2, enterprise: 1, individual: 3 });
    expect(body.enterprises).toBe(7);
    expect(body.onlineSessions).toBe(1);
    expect(body.registrations).toHaveLength(30);
    expect(body.registrations.at(-1).count).toBe(6);
    expect(body.registrations.reduce((n: number, d: { count: number }) => n + d.count, 0)).toBe(6);
  });

  it('refuses portal accounts with 403 and strangers with 401', async () => {
    for (const username of ['worker', 'enterprise']) {
      const token = await signIn(app, username);
      expect(
        (await app.inject({ method: 'GET', url: '/api/dashboard/summary', headers: bearer(token) }))
          .statusCode,
      ).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/dashboard/summary' })).statusCode).toBe(401);
  });

  it('counts verified enterprises only, on the dashboard and on the portal home', async () => {
    const registered = await app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: {
        username: 'pendingcount',
        password: 'pending2026pw',
        role: 2,
        enterprise: { name: '待审核计数煤矿', creditCode: '91140200MA0K000B2T' },
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const token = await signIn(app, 'admin');
    const summary = await app.inject({
      method: 'GET',
      url: '/api/dashboard/summary',
      headers: bearer(token),
    });
    expect(summary.json<{ enterprises: number }>().enterprises).toBe(7);
    const portal = await app.inject({ method: 'GET', url: '/api/portal/stats' });
    expect(portal.json<{ enterpriseCount: number }>().enterpriseCount).toBe(7);
  });
});
