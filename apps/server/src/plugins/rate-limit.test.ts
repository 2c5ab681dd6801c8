import { afterAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app.js';
import { bearer, signIn } from '../testing/auth-helpers.js';
import { createTestDataDir, createTestDatabase } from '../testing/build-test-app.js';
import { describeWithRedis } from '../testing/test-redis.js';

async function limitedApp(extra: { trustProxy?: string[]; redisUrl?: string } = {}) {
  const app = await buildApp({
    config: {
      captchaEnabled: false,
      dataDir: await createTestDataDir(),
      redisUrl: extra.redisUrl,
      rateLimits: true,
      rateLimitAnonymous: 30,
      trustProxy: extra.trustProxy ?? false,
    },
    database: await createTestDatabase(),
    webRoot: null,
  });
  await app.ready();
  return app;
}

describe('rate limits', async () => {
  // app.inject() connects from 127.0.0.1: the proxy in front.
  const app = await limitedApp({ trustProxy: ['127.0.0.1'] });
  afterAll(() => app.close());
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('allows 60 captchas a minute per address, then answers 429 in the error shape with Retry-After', async () => {
    for (let i = 0; i < 60; i++) {
      const res = await app.inject({ method: 'GET', url: '/auth/code', headers: from('203.0.113.7') });
      expect(res.statusCode, `call ${i + 1}`).toBe(200);
    }
    const refused = await app.inject({ method: 'GET', url: '/auth/code', headers: from('203.0.113.7') });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      status: 429,
      message: expect.stringMatching(/^请求过于频繁，请在 \d+ 秒后重试$/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client (behind the trusted proxy) is counted on its own.
    expect(
      (await app.inject({ method: 'GET', url: '/auth/code', headers: from('198.51.100.2') })).statusCode,
    ).toBe(200);
  });

  it('allows 10 registrations an hour per address', async () => {
    const register = (n: number) =>
      app.inject({
        method: 'POST',
        url: '/auth/register',
        headers: from('203.0.113.9'),
        payload: { username: `rl${n}`, password: 'limit2026pw', role: 3 },
      });
    for (let n = 0; n < 10; n++) expect((await register(n)).statusCode).toBe(201);
    const refused = await register(10);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_000);
  });

  it('gives anonymous API calls a general limit, and never limits signed-in calls or health checks', async () => {
    const ip = from('192.0.2.50');
    for (let i = 0; i < 30; i++) {
      expect((await app.inject({ method: 'GET', url: '/api/portal/stats', headers: ip })).statusCode).toBe(
        200,
      );
    }
    expect((await app.inject({ method: 'GET', url: '/api/portal/stats', headers: ip })).statusCode).toBe(429);
    expect((await app.inject({ method: 'GET', url: '/healthz', headers: ip })).statusCode).toBe(200);
    const admin = bearer(await signIn(app, 'admin'));
    for (let i = 0; i < 40; i++) {
      const res = await app.inject({ method: 'GET', url: '/api/portal/stats', headers: { ...ip, ...admin } });
      expect(res.statusCode).toBe(200);
    }
  });
  // The open API's limits (per application once proven, failures per address): open-limits.test.ts.
});

describe('TRUST_PROXY', async () => {
  it('unset: request.ip is the peer, a forged X-Forwarded-For is ignored', async () => {
    const app = await limitedApp();
    for (let i = 0; i < 60; i++) {
      await app.inject({ method: 'GET', url: '/auth/code', headers: { 'x-forwarded-for': `10.0.0.${i}` } });
    }
    const res = await app.inject({
      method: 'GET',
      url: '/auth/code',
      headers: { 'x-forwarded-for': '10.9.9.9' },
    });
    expect(res.statusCode).toBe(429);
    await app.close();
  });
});

// CI starts a Redis (TEST_REDIS_URL): there, two instances must count one client together.
describeWithRedis('rate limits in Redis', async (url) => {
  const one = await limitedApp({ trustProxy: ['127.0.0.1'], redisUrl: url });
  const two = await limitedApp({ trustProxy: ['127.0.0.1'], redisUrl: url });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  it('counts a client across instances', async () => {
    // An address of its own per run: the counters outlive the test in the shared Redis.
    const ip = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 30; i++) {
      const app = i % 2 === 0 ? one : two;
      expect(
        (await app.inject({ method: 'GET', url: '/api/portal/stats', headers: { 'x-forwarded-for': ip } }))
          .statusCode,
      ).toBe(200);
    }
    const refused = await two.inject({
      method: 'GET',
      url: '/api/portal/stats',
      headers: { 'x-forwarded-for': ip },
    });
    expect(refused.statusCode).toBe(429);
  });
});
