import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { sysUser } from '../../db/tables/account.table.js';
import { solveCaptcha } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';

const loginAs = (
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
  ip = '10.0.0.1',
) => ({
  method: 'POST' as const,
  url: '/auth/login',
  payload: { username, password, ...extra },
  remoteAddress: ip,
});

describe('POST /auth/login', async () => {
  const { app, db } = await buildTestApp();

  it('signs the super admin in with an opaque Bearer token and its permissions', async () => {
    const res = await app.inject(loginAs('admin', '123456'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^Bearer [A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ username: 'admin', role: 1, roles: ['admin'], enterprise: null });
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash/);
  });

  it('gives ROLE_SYSTEM_DEFAULT to a user without permissions and the enterprise to its user', async () => {
    expect((await app.inject(loginAs('worker', '123456'))).json().user.roles).toEqual([
      'ROLE_SYSTEM_DEFAULT',
    ]);
    const ent = (await app.inject(loginAs('enterprise', '123456'))).json().user;
    expect(ent).toMatchObject({ role: 2, enterprise: { id: expect.any(Number), name: '示例煤业集团' } });
  });

  it('says the same for an unknown user and a wrong password', async () => {
    const unknown = await app.inject(loginAs('nobody', '123456', {}, '10.0.0.2'));
    const wrong = await app.inject(loginAs('worker', 'wrong-pass', {}, '10.0.0.2'));
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, message: '用户名或密码错误' });
    }
  });

  it('refuses a disabled account with 账号已停用 (after the right password only)', async () => {
    await db.update(sysUser).set({ enabled: false }).where(eq(sysUser.username, 'enterprise'));
    const res = await app.inject(loginAs('enterprise', '123456', {}, '10.0.0.3'));
    expect(res.json()).toMatchObject({ status: 400, message: '账号已停用，如有疑问请联系管理员' });
    const wrong = await app.inject(loginAs('enterprise', 'nope', {}, '10.0.0.3'));
    expect(wrong.json().message).toBe('用户名或密码错误');
    await db.update(sysUser).set({ enabled: true }).where(eq(sysUser.username, 'enterprise'));
  });

  it('locks a username out after 5 failures in 15 minutes with 429 and when to retry', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await app.inject(loginAs('admin', `bad${i}`, {}, `10.1.0.${i}`))).statusCode).toBe(400);
    }
    const locked = await app.inject(loginAs('admin', '123456', {}, '10.1.0.99'));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^登录失败次数过多，请在 1[45] 分钟后重试$/);
    // Other accounts are not affected.
    expect((await app.inject(loginAs('worker', '123456', {}, '10.1.0.99'))).statusCode).toBe(200);
  });

  it('locks an IP out after 20 failures over any usernames', async () => {
    for (let i = 0; i < 20; i++) {
      await app.inject(loginAs(`ghost${i}`, 'x', {}, '10.2.0.1'));
    }
    const res = await app.inject(loginAs('worker', '123456', {}, '10.2.0.1'));
    expect(res.statusCode).toBe(429);
    expect((await app.inject(loginAs('worker', '123456', {}, '10.2.0.2'))).statusCode).toBe(200);
  });

  it('clears the username counter on success', async () => {
    for (let i = 0; i < 4; i++) await app.inject(loginAs('worker', 'bad', {}, '10.3.0.1'));
    expect((await app.inject(loginAs('worker', '123456', {}, '10.3.0.1'))).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await app.inject(loginAs('worker', 'bad', {}, '10.3.0.2'));
    expect((await app.inject(loginAs('worker', '123456', {}, '10.3.0.2'))).statusCode).toBe(200);
  });

  it('validates the body', async () => {
    const res = await app.inject(loginAs('', ''));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('username');
  });
});

describe('POST /auth/login with the captcha on', async () => {
  const { app, secretKey } = await buildTestApp({ captchaEnabled: true });
  const captcha = async () => {
    const { uuid } = (await app.inject({ method: 'GET', url: '/auth/code' })).json();
    return { uuid, answer: solveCaptcha(secretKey, uuid) };
  };

  it('checks the captcha before the password, once', async () => {
    const c = await captcha();
    const wrong = await app.inject(loginAs('admin', '123456', { uuid: c.uuid, code: '999' }));
    expect(wrong.json()).toMatchObject({ status: 400, message: '验证码错误' });
    const reused = await app.inject(loginAs('admin', '123456', { uuid: c.uuid, code: c.answer }));
    expect(reused.json().message).toBe('验证码不存在或已过期');
    const missing = await app.inject(loginAs('admin', '123456'));
    expect(missing.json().message).toBe('验证码不存在或已过期');
    const fresh = await captcha();
    const ok = await app.inject(loginAs('admin', '123456', { uuid: fresh.uuid, code: fresh.answer }));
    expect(ok.statusCode).toBe(200);
  });
});
