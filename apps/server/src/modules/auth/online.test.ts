import { describe, expect, it } from 'vitest';

import { bearer, createStaff, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';

describe('online users', async () => {
  const { app, db } = await buildTestApp();
  await createStaff(db, 'viewer', ['online:list']);
  await createStaff(db, 'kicker', ['online:list', 'online:del']);
  await createStaff(db, 'nobody1', ['user:list']);
  const list = (token?: string, query = '') =>
    app.inject({ method: 'GET', url: `/auth/online${query}`, headers: token ? bearer(token) : {} });
  const kick = (token: string | undefined, ids: string[]) =>
    app.inject({ method: 'DELETE', url: '/auth/online', headers: token ? bearer(token) : {}, payload: ids });

  it('answers 401 signed out and 403 without the permission, for each endpoint', async () => {
    const cases: [string | undefined, number][] = [
      [undefined, 401],
      [await signIn(app, 'worker'), 403],
      [await signIn(app, 'enterprise'), 403],
      [await signIn(app, 'nobody1', 'staff2026pw'), 403],
    ];
    for (const [token, status] of cases) {
      const l = await list(token);
      expect(l.statusCode).toBe(status);
      expect(l.json().status).toBe(status);
      expect((await kick(token, ['1'])).statusCode).toBe(status);
    }
    const forbidden = await list(cases[1]![0]);
    expect(forbidden.json().message).toBe('无权限访问该资源');
  });

  it('lists sessions newest first with user, IP and browser, filtered by username', async () => {
    const viewer = await signIn(app, 'viewer', 'staff2026pw');
    const res = await list(viewer, '?page=0&size=50');
    expect(res.statusCode).toBe(200);
    const { content, totalElements } = res.json();
    expect(totalElements).toBe(4);
    expect(content[0]).toMatchObject({ username: 'viewer', current: true });
    expect(content.map((s: { loginTime: string }) => s.loginTime)).toEqual(
      [...content.map((s: { loginTime: string }) => s.loginTime)].sort().reverse(),
    );
    const filtered = (await list(viewer, '?username=ORK')).json();
    expect(filtered.content.every((s: { username: string }) => s.username === 'worker')).toBe(true);
    expect(filtered.totalElements).toBeGreaterThan(0);
    expect((await list(viewer, '?username=%25')).json().totalElements).toBe(0);
    expect((await kick(viewer, ['1'])).statusCode).toBe(403);
  });

  it('kicks a session out: its token is refused from the next request on', async () => {
    const victim = await signIn(app, 'worker');
    const kicker = await signIn(app, 'kicker', 'staff2026pw');
    const sessions = (await list(kicker, '?username=worker&size=100')).json().content as { id: string }[];
    expect(
      (
        await kick(
          kicker,
          sessions.map((s) => s.id),
        )
      ).statusCode,
    ).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/auth/info', headers: bearer(victim) })).statusCode).toBe(
      401,
    );
    expect((await app.inject({ method: 'GET', url: '/auth/info', headers: bearer(kicker) })).statusCode).toBe(
      200,
    );
  });

  it('cannot sign out an account of a stronger role level, the super admin included', async () => {
    const admin = await signIn(app, 'admin');
    const kicker = await signIn(app, 'kicker', 'staff2026pw');
    const sessions = (await list(kicker, '?username=admin&size=100')).json().content as { id: string }[];
    expect(sessions.length).toBeGreaterThan(0);
    const refused = await kick(
      kicker,
      sessions.map((s) => s.id),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403, message: '角色权限不足' });
    expect((await app.inject({ method: 'GET', url: '/auth/info', headers: bearer(admin) })).statusCode).toBe(
      200,
    );
  });

  it('lets the super admin in and validates the kick body', async () => {
    const admin = await signIn(app, 'admin');
    expect((await list(admin)).statusCode).toBe(200);
    expect((await kick(admin, [])).statusCode).toBe(400);
    const bad = await app.inject({
      method: 'DELETE',
      url: '/auth/online',
      headers: bearer(admin),
      payload: { id: 1 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('takes a permission away on the next request, with no re-login', async () => {
    const { roleId } = await createStaff(db, 'demoted', ['online:list']);
    const token = await signIn(app, 'demoted', 'staff2026pw');
    expect((await list(token)).statusCode).toBe(200);
    const { sysRolesMenus } = await import('../roles/role.table.js');
    const { eq } = await import('drizzle-orm');
    await db.delete(sysRolesMenus).where(eq(sysRolesMenus.roleId, roleId));
    // What the role service does after changing a role's menus.
    app.caches.menus.clear();
    expect((await list(token)).statusCode).toBe(403);
  });
});
