import { randomBytes } from 'node:crypto';

import { afterAll, describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../../testing/auth-helpers.js';
import { buildTestApp, createTestDatabase } from '../../../testing/build-test-app.js';
import { testRedisUrl } from '../../../testing/test-redis.js';
import type { AuthStore } from './auth-store.js';
import { createPgAuthStore } from './pg-auth-store.js';
import { createRedisAuthStore } from './redis-auth-store.js';

// The same behaviour from both stores; Redis when the machine has one (CI starts it).
const redisUrl = testRedisUrl('the Redis auth store and sign-in on it');
const database = await createTestDatabase();
const stores: [string, () => AuthStore][] = [
  ['database', () => createPgAuthStore(database.db)],
  ...(redisUrl
    ? [
        [
          'redis',
          () => createRedisAuthStore(redisUrl, `coalsim-test-${randomBytes(4).toString('hex')}:`),
        ] as [string, () => AuthStore],
      ]
    : []),
];

const later = (ms: number) => new Date(Date.now() + ms);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(stores)('%s auth store', (_name, make) => {
  const store = make();
  afterAll(() => store.close());
  const session = (userId: number) => ({
    tokenHash: randomBytes(32).toString('hex'),
    userId,
    ip: '127.0.0.1',
    userAgent: 'test',
    expiresAt: later(60_000),
  });

  it('creates, finds, extends and revokes sessions', async () => {
    const s = await store.createSession(session(1));
    expect(s.id).toEqual(expect.any(String));
    expect((await store.findSession(s.tokenHash))?.userId).toBe(1);
    const until = later(3_600_000);
    await store.extendSession(s, until);
    expect((await store.findSession(s.tokenHash))?.expiresAt.getTime()).toBe(until.getTime());
    await store.revokeSession(s.tokenHash);
    expect(await store.findSession(s.tokenHash)).toBeUndefined();
  });

  it('never returns an expired session', async () => {
    const s = await store.createSession({ ...session(1), expiresAt: later(150) });
    await sleep(250);
    expect(await store.findSession(s.tokenHash)).toBeUndefined();
    expect((await store.listSessions()).map((x) => x.id)).not.toContain(s.id);
  });

  it('revokes by id and per user, except the one kept', async () => {
    const a = await store.createSession(session(2));
    const b = await store.createSession(session(2));
    const c = await store.createSession(session(3));
    expect(await store.revokeSessionsById([c.id, 'no-such-id'])).toEqual([3]);
    await store.revokeUserSessions(2, b.tokenHash);
    expect(await store.findSession(a.tokenHash)).toBeUndefined();
    expect(await store.findSession(b.tokenHash)).toBeDefined();
    expect(await store.findSession(c.tokenHash)).toBeUndefined();
    const listed = await store.listSessions();
    expect(listed.map((x) => x.id)).toContain(b.id);
    expect(listed[0]!.loginTime.getTime()).toBeGreaterThanOrEqual(listed.at(-1)!.loginTime.getTime());
  });

  it('lets a captcha be checked once', async () => {
    const nonce = `n-${randomBytes(6).toString('hex')}`;
    const expiresAt = new Date(Date.now() + 60_000);
    expect(await store.useOnce(nonce, expiresAt)).toBe(true);
    expect(await store.useOnce(nonce, expiresAt)).toBe(false);
    expect(await store.useOnce(`${nonce}-other`, expiresAt)).toBe(true);
  });

  it('counts in fixed windows', async () => {
    const key = `k-${randomBytes(3).toString('hex')}`;
    expect((await store.hit(key, 300)).count).toBe(1);
    const second = await store.hit(key, 300);
    expect(second.count).toBe(2);
    expect(second.resetAt.getTime()).toBeGreaterThan(Date.now());
    expect((await store.peek(key))?.count).toBe(2);
    await sleep(400);
    expect(await store.peek(key)).toBeUndefined();
    expect((await store.hit(key, 300)).count).toBe(1);
    await store.clear(key);
    expect(await store.peek(key)).toBeUndefined();
  });

  it('takes back a hit of an open window, never below zero, its window kept', async () => {
    const key = `r-${randomBytes(3).toString('hex')}`;
    await store.release(key);
    expect(await store.peek(key)).toBeUndefined();
    const first = await store.hit(key, 60_000);
    await store.hit(key, 60_000);
    await store.release(key);
    const after = await store.peek(key);
    expect(after?.count).toBe(1);
    expect(Math.abs(after!.resetAt.getTime() - first.resetAt.getTime())).toBeLessThan(1_000);
    await store.release(key);
    await store.release(key);
    expect((await store.peek(key))?.count).toBe(0);
    expect((await store.hit(key, 60_000)).count).toBe(1);
  });
});

describe.each(stores.map(([name]) => name))('sign-in on the %s store', async (name) => {
  const { app } = await buildTestApp({ redis: name === 'redis' });
  it('signs in, answers auth/info and signs out', async () => {
    const token = await signIn(app, 'admin');
    expect((await app.inject({ method: 'GET', url: '/auth/info', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    await app.inject({ method: 'DELETE', url: '/auth/logout', headers: bearer(token) });
    expect((await app.inject({ method: 'GET', url: '/auth/info', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });
});
