import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { sysUser } from '../../db/tables/account.table.js';
import { solveCaptcha } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { captchaMac } from './captcha.service.js';
import { sysCaptcha } from './captcha.table.js';

describe('POST /auth/register without captcha', async () => {
  const { app, db } = await buildTestApp({ captchaEnabled: false });

  it('creates an individual account with an argon2id hash and returns no secret', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { username: 'miner01', password: 'safe2026pass', role: 3 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), username: 'miner01', nickName: 'miner01', role: 3 });
    expect(res.body).not.toMatch(/argon2|password|safe2026pass/);
    const [row] = await db.select().from(sysUser).where(eq(sysUser.username, 'miner01'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.role).toBe(3);
  });

  it('refuses a taken username with 409', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { username: 'worker', password: 'safe2026pass', role: 3 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      status: 409,
      message: '用户名已存在',
      fieldErrors: { username: ['用户名已存在'] },
    });
  });

  it.each([
    [{ username: 'admin', password: 'safe2026pass', role: 3 }, 'username'],
    [{ username: 'Editor', password: 'safe2026pass', role: 3 }, 'username'],
    [{ username: 'zhang san', password: 'safe2026pass', role: 3 }, 'username'],
    [{ username: 'miner02', password: 'short1', role: 3 }, 'password'],
    [{ username: 'miner02', password: 'onlyletters', role: 3 }, 'password'],
    [{ username: 'miner02', password: '1234567890', role: 3 }, 'password'],
    [{ username: 'miner02', password: 'safe2026pass', role: 1 }, 'role'],
  ])('refuses %j on field %s', async (payload, field) => {
    const res = await app.inject({ method: 'POST', url: '/auth/register', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty(field);
  });
});

describe('POST /auth/register with captcha', async () => {
  const { app, db, secretKey } = await buildTestApp({ captchaEnabled: true });

  async function newCaptcha() {
    const res = await app.inject({ method: 'GET', url: '/auth/code' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ img: string; uuid: string; enabled: boolean }>();
    return { ...body, answer: solveCaptcha(secretKey, body.uuid) };
  }

  it('serves an SVG arithmetic captcha that is not cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/auth/code' });
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.enabled).toBe(true);
    expect(body.img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.img.split(',')[1], 'base64').toString()).toContain('<svg');
    expect(body).not.toHaveProperty('answer');
  });

  const register = (username: string, captcha: { uuid?: string; code?: string }) =>
    app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { username, password: 'safe2026pass', role: 3, ...captcha },
    });

  it('accepts the right answer once', async () => {
    const c = await newCaptcha();
    expect((await register('ent01', { uuid: c.uuid, code: c.answer })).statusCode).toBe(201);
    const again = await register('ent02', { uuid: c.uuid, code: c.answer });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('验证码不存在或已过期');
  });

  it('deletes the answer on a wrong code too', async () => {
    const c = await newCaptcha();
    const wrong = await register('ent03', { uuid: c.uuid, code: String(Number(c.answer) + 1) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('验证码错误');
    const retry = await register('ent03', { uuid: c.uuid, code: c.answer });
    expect(retry.json().message).toBe('验证码不存在或已过期');
  });

  it('refuses a missing, expired or forged captcha', async () => {
    expect((await register('ent04', {})).json().message).toBe('验证码不存在或已过期');
    // Signed by the server's key but past its two minutes.
    const expires = (Date.now() - 1000).toString(36);
    const nonce = 'AAAAAAAAAAAAAAAA';
    const expired = `${expires}.${nonce}.${captchaMac(secretKey, expires, nonce, '5')}`;
    const res = await register('ent04', { uuid: expired, code: '5' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('验证码不存在或已过期');
    // A live token whose expiry was pushed forward no longer matches its signature.
    const c = await newCaptcha();
    const [, n, mac] = c.uuid.split('.');
    const stretched = `${(Date.now() + 3_600_000).toString(36)}.${n}.${mac}`;
    expect((await register('ent04', { uuid: stretched, code: c.answer })).json().message).toBe('验证码错误');
  });

  it('writes nothing for captchas that are only asked for', async () => {
    const before = await db.$count(sysCaptcha);
    for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url: '/auth/code' });
    expect(await db.$count(sysCaptcha)).toBe(before);
  });
});

describe('GET /auth/code when the captcha is off', async () => {
  const { app } = await buildTestApp({ captchaEnabled: false });
  it('says so and stores nothing', async () => {
    const res = await app.inject({ method: 'GET', url: '/auth/code' });
    expect(res.json()).toEqual({ img: '', uuid: '', enabled: false });
  });
});
