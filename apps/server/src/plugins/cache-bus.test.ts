import { randomBytes } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { sysDictDetail } from '../modules/dict/dict.table.js';
import { bearer, signIn } from '../testing/auth-helpers.js';
import { buildTestApp, createTestDatabase } from '../testing/build-test-app.js';
import { until } from '../testing/poll.js';
import { describeWithRedis } from '../testing/test-redis.js';

// Waits are for a notice travelling through PostgreSQL; they end long before any cache's time to
// live (30–60 s), so a pass cannot come from an entry ageing out.
const SOON_MS = 5_000;

const info = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/auth/info', headers: bearer(token) }).then((r) => r.statusCode);
/** Waits (at most SOON_MS) until `ask` answers `status`. */
const untilStatus = (what: string, ask: () => Promise<number>, status: number) =>
  until(what, async () => ((await ask()) === status ? true : undefined), SOON_MS);
const labels = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/api/dictDetail?dictName=user_status' }))
    .json<{ content: { label: string }[] }>()
    .content.map((d) => d.label);

/** Makes the first `times` notices `app` sends on their own fail, as a dropped connection would. */
function refuseNotices(app: FastifyInstance, times: number) {
  const query = app.pool.query.bind(app.pool);
  let refused = 0;
  vi.spyOn(app.pool, 'query').mockImplementation(((text: unknown, values?: unknown) => {
    if (text === 'SELECT pg_notify($1, $2)' && refused < times) {
      refused += 1;
      return Promise.reject(new Error('Connection terminated unexpectedly'));
    }
    return query(text as string, values as unknown[]);
  }) as typeof app.pool.query);
  return () => refused;
}

/** Two instances on one database, as behind a load balancer, sessions in the database. */
describe('cache bus: what one instance changes, the other never serves stale', async () => {
  const database = await createTestDatabase();
  const { db } = database;
  const one = (await buildTestApp({ database })).app;
  const two = (await buildTestApp({ database })).app;
  afterEach(() => vi.restoreAllMocks());

  it('a sign-out on one is refused on the other, even when no plain notice can be sent', async () => {
    const token = await signIn(one, 'admin');
    expect(await info(two, token)).toBe(200); // now in the other's session cache
    expect(await info(two, token)).toBe(200);
    // Every notice sent on its own fails: a revocation's notice must still arrive.
    const refused = refuseNotices(one, Infinity);
    expect(
      (await one.inject({ method: 'DELETE', url: '/auth/logout', headers: bearer(token) })).statusCode,
    ).toBe(200);
    await untilStatus('the other instance to refuse the token', () => info(two, token), 401);
    expect(refused()).toBe(0); // its notice went with the revocation's transaction, never on its own
  });

  it('a notice the database refuses is sent again until it arrives', async () => {
    expect(await labels(two)).toEqual(['激活', '禁用']); // cached by the other instance
    await db.update(sysDictDetail).set({ label: '启用' }).where(eq(sysDictDetail.value, 'true'));
    const refused = refuseNotices(one, 3);
    one.caches.dict.clear();
    await until(
      'the other instance to drop its dictionary',
      async () => ((await labels(two))[0] === '启用' ? true : undefined),
      SOON_MS,
    );
    expect(refused()).toBe(3);
    await db.update(sysDictDetail).set({ label: '激活' }).where(eq(sysDictDetail.value, 'true'));
    one.caches.dict.clear();
  });

  it('while its listening connection is down an instance answers from the database, not memory', async () => {
    await until(
      'the dictionary restored',
      async () => ((await labels(two))[0] === '激活' ? true : undefined),
      SOON_MS,
    );
    // Both instances' LISTEN connections are cut, as a network fault or a PostgreSQL restart would.
    await db.execute(sql`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND query LIKE 'LISTEN coalsim_cache%' AND pid <> pg_backend_pid()`);
    await until('the other instance to notice', async () => (two.cacheBus.live ? undefined : true), SOON_MS);
    // Changed with nobody listening and no notice at all: still seen at once.
    await db.update(sysDictDetail).set({ label: '启用' }).where(eq(sysDictDetail.value, 'true'));
    expect((await labels(two))[0]).toBe('启用');
    await until(
      'the other instance to listen again',
      async () => (two.cacheBus.live ? true : undefined),
      SOON_MS,
    );
    expect((await labels(two))[0]).toBe('启用');
  });

  // The writer commits and dies before it can publish: the database itself sends the eviction
  // with the change (migration 0019), so the other instance stops trusting its copy at once.
  it('a role’s right taken away with no notice from the writer is refused on the other at once', async () => {
    const operator = bearer(await signIn(one, 'operator'));
    const users = () =>
      two.inject({ method: 'GET', url: '/api/users', headers: operator }).then((r) => r.statusCode);
    expect(await users()).toBe(200); // the operator's rights now cached on `two`
    const granted = sql`SELECT rm.role_id, rm.menu_id FROM sys_roles_menus rm
      JOIN sys_menu m ON m.id = rm.menu_id JOIN sys_users_roles ur ON ur.role_id = rm.role_id
      JOIN sys_user u ON u.id = ur.user_id WHERE u.username = 'operator' AND m.permission = 'user:list'`;
    const { rows } = await db.execute<{ role_id: number; menu_id: number }>(granted);
    expect(rows).toHaveLength(1);
    const [link] = rows;
    await db.execute(
      sql`DELETE FROM sys_roles_menus WHERE role_id = ${link!.role_id} AND menu_id = ${link!.menu_id}`,
    );
    await untilStatus('the other instance to refuse', users, 403);
    await db.execute(
      sql`INSERT INTO sys_roles_menus (role_id, menu_id) VALUES (${link!.role_id}, ${link!.menu_id})`,
    );
    await untilStatus('the other instance to allow again', users, 200);

    // An account disabled the same way: refused before its session is even looked at again.
    await db.execute(sql`UPDATE sys_user SET enabled = false WHERE username = 'operator'`);
    await untilStatus('the account refused', users, 401);
    await db.execute(sql`UPDATE sys_user SET enabled = true WHERE username = 'operator'`);
  });
});

// With Redis (CI's TEST_REDIS_URL) only: `runIf` would still run the body, which needs it.
describeWithRedis('sessions in Redis: refused everywhere from the next request', async (url) => {
  const redis = { prefix: `coalsim-test-${randomBytes(4).toString('hex')}:`, url };
  const database = await createTestDatabase();
  const one = (await buildTestApp({ database, redis })).app;
  const two = (await buildTestApp({ database, redis })).app;

  it('signs out on one; the very next request on the other is refused', async () => {
    const token = await signIn(one, 'admin');
    expect(await info(two, token)).toBe(200);
    expect(
      (await one.inject({ method: 'DELETE', url: '/auth/logout', headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect(await info(two, token)).toBe(401);
  });
});
