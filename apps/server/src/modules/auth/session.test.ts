import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { sysUser } from '../../db/tables/account.table.js';
import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { sysSession } from './session.table.js';
import { hashToken } from './tokens.js';

const info = (token?: string) => ({
  method: 'GET' as const,
  url: '/auth/info',
  headers: token ? bearer(token) : {},
});
const hashOf = (token: string) => hashToken(token.slice('Bearer '.length));

describe('sessions', async () => {
  const { app, db } = await buildTestApp();
  // The tests below change rows behind the services' back, so they drop the caches as the
  // services would.
  const forgetCached = () => {
    app.cacheBus.publish('sessions');
    app.caches.principals.clear();
  };

  it('auth/info needs a token and answers with the user and its permission strings', async () => {
    const anonymous = await app.inject(info());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 401, message: '登录状态已过期，请重新登录' });
    const token = await signIn(app, 'admin');
    const res = await app.inject(info(token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'admin',
      nickName: '平台管理员',
      role: 1,
      roles: ['admin'],
    });
  });

  it('tells an expert (an individual account on an expert team) apart from other individuals', async () => {
    const expert = await app.inject(info(await signIn(app, 'expert1')));
    expect(expert.json()).toMatchObject({ role: 3, expert: true });
    const worker = await app.inject(info(await signIn(app, 'worker')));
    expect(worker.json()).toMatchObject({ role: 3, expert: false });
    expect((await app.inject(info(await signIn(app, 'admin')))).json()).toMatchObject({ expert: false });
  });

  it('refuses made-up tokens, tokens without Bearer and tokens in the query string', async () => {
    const token = await signIn(app, 'worker');
    const raw = token.slice('Bearer '.length);
    expect((await app.inject(info(`Bearer ${'A'.repeat(43)}`))).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/auth/info', headers: { authorization: raw } })).statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/auth/info?token=${raw}&Authorization=${encodeURIComponent(token)}`,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('stores only a hash of the token, with the user agent and IP', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'worker', password: '123456' },
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/140.0 Safari/537.36' },
      remoteAddress: '192.168.7.8',
    });
    const token: string = res.json().token;
    const rows = await db
      .select()
      .from(sysSession)
      .where(eq(sysSession.tokenHash, hashOf(token)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ip: '192.168.7.8', userAgent: expect.stringContaining('Chrome/140') });
    const all = await db.select().from(sysSession);
    expect(JSON.stringify(all)).not.toContain(token.slice('Bearer '.length));
  });

  it('logout revokes the token it is called with, and only that one', async () => {
    const a = await signIn(app, 'worker');
    const b = await signIn(app, 'worker');
    expect((await app.inject({ method: 'DELETE', url: '/auth/logout', headers: bearer(a) })).statusCode).toBe(
      200,
    );
    expect((await app.inject(info(a))).statusCode).toBe(401);
    expect((await app.inject(info(b))).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/auth/logout' })).statusCode).toBe(401);
  });

  it('renews a session used in its last 30 minutes to a fresh 4 hours', async () => {
    const token = await signIn(app, 'worker');
    const where = eq(sysSession.tokenHash, hashOf(token));
    await db
      .update(sysSession)
      .set({ expiresAt: new Date(Date.now() + 60 * 60 * 1000) })
      .where(where);
    forgetCached();
    await app.inject(info(token));
    const [notYet] = await db.select().from(sysSession).where(where);
    expect(notYet!.expiresAt.getTime() - Date.now()).toBeLessThan(61 * 60 * 1000);

    await db
      .update(sysSession)
      .set({ expiresAt: new Date(Date.now() + 10 * 60 * 1000) })
      .where(where);
    forgetCached();
    expect((await app.inject(info(token))).statusCode).toBe(200);
    const [renewed] = await db.select().from(sysSession).where(where);
    expect(renewed!.expiresAt.getTime() - Date.now()).toBeGreaterThan(3.9 * 60 * 60 * 1000);
  });

  it('refuses an expired session', async () => {
    const token = await signIn(app, 'worker');
    await db
      .update(sysSession)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sysSession.tokenHash, hashOf(token)));
    forgetCached();
    expect((await app.inject(info(token))).statusCode).toBe(401);
  });

  it('refuses the token of a user disabled after signing in', async () => {
    const token = await signIn(app, 'enterprise');
    await db.update(sysUser).set({ enabled: false }).where(eq(sysUser.username, 'enterprise'));
    forgetCached();
    expect((await app.inject(info(token))).statusCode).toBe(401);
    await db.update(sysUser).set({ enabled: true }).where(eq(sysUser.username, 'enterprise'));
    expect((await app.inject(info(token))).statusCode).toBe(401);
  });

  it('changing the password keeps this session and revokes the others', async () => {
    const here = await signIn(app, 'worker');
    const elsewhere = await signIn(app, 'worker');
    const change = (oldPass: string, newPass: string) =>
      app.inject({
        method: 'POST',
        url: '/api/users/updatePass',
        headers: bearer(here),
        payload: { oldPass, newPass },
      });
    expect((await change('wrong', 'newpass2026')).json()).toMatchObject({
      status: 400,
      message: '修改失败，旧密码错误',
    });
    expect((await change('123456', '123456')).statusCode).toBe(400);
    expect((await change('123456', 'newpass2026')).statusCode).toBe(200);
    expect((await app.inject(info(here))).statusCode).toBe(200);
    expect((await app.inject(info(elsewhere))).statusCode).toBe(401);
    await signIn(app, 'worker', 'newpass2026');
    expect((await change('newpass2026', 'back2demo1')).statusCode).toBe(200);
  });
});

describe('account cancellation', async () => {
  const { app, db } = await buildTestApp();

  it('needs the password, then anonymises the account, revokes every session and keeps the enterprise', async () => {
    const token = await signIn(app, 'enterprise');
    const other = await signIn(app, 'enterprise');
    const cancel = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/logoutAccount',
        headers: bearer(token),
        payload: { password },
      });
    expect((await cancel('wrong')).json()).toMatchObject({ status: 400, message: '密码错误' });
    expect((await cancel('123456')).statusCode).toBe(200);
    expect((await app.inject(info(token))).statusCode).toBe(401);
    expect((await app.inject(info(other))).statusCode).toBe(401);
    const relogin = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'enterprise', password: '123456' },
    });
    expect(relogin.json().message).toBe('用户名或密码错误');
    const [row] = await db.select().from(sysUser).where(eq(sysUser.username, 'cancelled_2'));
    expect(row).toMatchObject({ enabled: false, nickName: '已注销用户', email: null, phone: null });
    expect(row?.cancelledAt).toBeInstanceOf(Date);
    expect(row?.enterpriseId).toEqual(expect.any(Number));
  });
});
