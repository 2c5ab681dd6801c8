import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

import { sysUser } from '../../db/tables/account.table.js';
import type * as PasswordModule from '../../lib/password.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { describeWithRedis } from '../../testing/test-redis.js';
import { ACCOUNT_DISABLED, MAX_FAILURES_PER_IP, MAX_FAILURES_PER_USERNAME } from './login.service.js';

// Every password check of the sign-in is counted here: the lockout must stop the checks
// themselves, not only the answers.
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/password.js', async (original) => {
  const real = await original<typeof PasswordModule>();
  return {
    ...real,
    verifyPassword: (...args: Parameters<typeof real.verifyPassword>) => {
      checks.count += 1;
      return real.verifyPassword(...args);
    },
  };
});

const signIn = (username: string, password: string, ip: string) => ({
  method: 'POST' as const,
  url: '/auth/login',
  payload: { username, password },
  remoteAddress: ip,
});

/**
 * Issue 43 §3: 100 wrong passwords sent at once for one account got 13 password checks against a
 * limit of 5, as every attempt read the failure count before any failure was added to it. Each
 * attempt now reserves its place in the count before its password is checked.
 */
function lockoutSuite(options: { redis?: { prefix: string; url: string } }) {
  return async () => {
    const { app, db } = await buildTestApp(options);

    it('100 simultaneous wrong passwords for one account get at most 5 checks and lock it', async () => {
      checks.count = 0;
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => app.inject(signIn('worker', `wrong-${i}`, `10.43.0.${i}`))),
      );
      expect(checks.count).toBe(MAX_FAILURES_PER_USERNAME);
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 400)).toHaveLength(MAX_FAILURES_PER_USERNAME);
      expect(statuses.filter((s) => s === 429)).toHaveLength(100 - MAX_FAILURES_PER_USERNAME);

      const right = await app.inject(signIn('worker', '123456', '10.44.0.1'));
      expect(right.statusCode).toBe(429);
      expect(right.json().message).toMatch(/^登录失败次数过多，请在 1[45] 分钟后重试$/);
      expect(checks.count).toBe(MAX_FAILURES_PER_USERNAME);
    });

    // The two below hold the reservations to what the counts meant before: failures only.
    it('an attempt refused for its account does not count against its address', async () => {
      const many = await Promise.all(
        Array.from({ length: 10 }, () => app.inject(signIn('nobody-locked', 'x', '10.46.0.1'))),
      );
      expect(many.filter((a) => a.statusCode === 400)).toHaveLength(MAX_FAILURES_PER_USERNAME);
      for (let i = 0; i < MAX_FAILURES_PER_IP - MAX_FAILURES_PER_USERNAME; i++) {
        expect((await app.inject(signIn(`ghost-${i}`, 'x', '10.46.0.1'))).statusCode).toBe(400);
      }
      expect((await app.inject(signIn('admin', '123456', '10.46.0.1'))).statusCode).toBe(429);
    });

    it('the right password gives its place back: successes and disabled accounts never lock', async () => {
      for (let i = 0; i < MAX_FAILURES_PER_IP + 5; i++) {
        const res = await app.inject(signIn('enterprise', '123456', '10.45.0.1'));
        expect(res.statusCode, res.body).toBe(200);
      }
      await db.update(sysUser).set({ enabled: false }).where(eq(sysUser.username, 'admin'));
      for (let i = 0; i < MAX_FAILURES_PER_USERNAME + 2; i++) {
        const res = await app.inject(signIn('admin', '123456', '10.45.0.2'));
        expect(res.json().message).toBe(ACCOUNT_DISABLED);
      }
      await db.update(sysUser).set({ enabled: true }).where(eq(sysUser.username, 'admin'));
      expect((await app.inject(signIn('admin', '123456', '10.45.0.2'))).statusCode).toBe(200);
    });
  };
}

describe('sign-in lockout on the database store', lockoutSuite({}));
describeWithRedis('sign-in lockout on the Redis store', (url) =>
  lockoutSuite({ redis: { prefix: `coalsim-lockout-${process.pid}:`, url } })(),
);
