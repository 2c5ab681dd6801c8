import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';

describe("one's own sessions", async () => {
  const { app } = await buildTestApp();

  it('lists only my devices, marks this one, and signs another one out', async () => {
    const here = await signIn(app, 'worker');
    const phone = await signIn(app, 'worker');
    await signIn(app, 'admin');
    const mine = (await app.inject({ method: 'GET', url: '/auth/sessions', headers: bearer(here) })).json();
    expect(mine).toHaveLength(2);
    expect(mine.every((s: { username: string }) => s.username === 'worker')).toBe(true);
    expect(mine.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const other = mine.find((s: { current: boolean }) => !s.current);
    const res = await app.inject({
      method: 'DELETE',
      url: `/auth/sessions/${other.id}`,
      headers: bearer(here),
    });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/auth/info', headers: bearer(phone) })).statusCode).toBe(
      401,
    );
    expect((await app.inject({ method: 'GET', url: '/auth/info', headers: bearer(here) })).statusCode).toBe(
      200,
    );
  });

  it("cannot touch someone else's session", async () => {
    const admin = await signIn(app, 'admin');
    const adminSession = (
      await app.inject({ method: 'GET', url: '/auth/sessions', headers: bearer(admin) })
    ).json()[0];
    const worker = await signIn(app, 'worker');
    const res = await app.inject({
      method: 'DELETE',
      url: `/auth/sessions/${adminSession.id}`,
      headers: bearer(worker),
    });
    expect(res.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/auth/info', headers: bearer(admin) })).statusCode).toBe(
      200,
    );
  });
});
