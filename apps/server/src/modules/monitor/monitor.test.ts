import { serverStatusSchema, sqlStatPageSchema } from '@coalsim/contract';
import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { describeWithRedis } from '../../testing/test-redis.js';
import { createRedisStats } from './redis-stats.js';

describe('服务监控 api/monitor/server', async () => {
  const { app } = await buildTestApp();
  const admin = await signIn(app, 'admin');
  const operator = await signIn(app, 'operator');

  it('reads the machine, this instance, the database and the caches', async () => {
    // A menu tree built twice: one load, then one hit of the menus cache.
    for (let i = 0; i < 2; i++)
      await app.inject({ method: 'GET', url: '/api/menus/build', headers: bearer(admin) });
    const res = await app.inject({ method: 'GET', url: '/api/monitor/server', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const status = serverStatusSchema.parse(res.json());
    expect(status.cpu.cores).toBeGreaterThan(0);
    expect(status.cpu.load).toHaveLength(3);
    expect(status.memory.total).toBeGreaterThan(status.memory.available);
    expect(status.disks.some((d) => d.mount === '/' && d.size > 0)).toBe(true);
    expect(status.process.node).toBe(process.version);
    expect(status.process.rss).toBeGreaterThan(status.process.heapUsed);
    expect(status.database.version).toMatch(/^\d+/);
    expect(status.database.size).toBeGreaterThan(1_000_000);
    expect(status.database.active).toBeGreaterThanOrEqual(1);
    expect(status.database.poolTotal).toBeGreaterThanOrEqual(1);
    expect(status.redis).toBeNull();
    const menus = status.caches.find((c) => c.name === 'menus');
    expect(menus).toMatchObject({ entries: 1, misses: 1, hits: 1, hitRate: 50 });
  });

  it('needs monitor:list', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/monitor/server', headers: bearer(operator) });
    expect(res.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: '/api/monitor/server' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('Redis figures', () => {
  it('calls a Redis that does not answer unavailable', async () => {
    const down = createRedisStats('redis://127.0.0.1:1');
    expect(await down.read()).toMatchObject({ available: false, keys: 0, hitRate: null });
    await down.close();
  });
});

describeWithRedis('Redis figures of a Redis that answers', (url) => {
  it('reads its version and memory', async () => {
    const up = createRedisStats(url);
    const figures = await up.read();
    expect(figures.available).toBe(true);
    expect(figures.version).toMatch(/^\d+\./);
    expect(figures.usedMemory).toBeGreaterThan(0);
    await up.close();
  });
});

describe('SQL 监控 api/monitor/sql', async () => {
  const { app, database } = await buildTestApp();
  const admin = await signIn(app, 'admin');
  const operator = await signIn(app, 'operator');
  const list = async (query: string, token = admin) =>
    app.inject({ method: 'GET', url: `/api/monitor/sql?${query}`, headers: bearer(token) });
  // The embedded PostgreSQL loads and installs pg_stat_statements; Debian's, in the external run,
  // does not (its role may not install it): there the page must say how to enable it.
  const { rowCount } = await database.pool.query(
    "SELECT 1 FROM pg_extension WHERE extname = 'pg_stat_statements'",
  );
  const installed = rowCount === 1;

  const expectHint = async () => {
    const page = sqlStatPageSchema.parse((await list('')).json());
    expect(page).toMatchObject({ enabled: false, content: [], totalElements: 0 });
    expect(page.hint).toContain("shared_preload_libraries = 'pg_stat_statements'");
    const reset = await app.inject({ method: 'DELETE', url: '/api/monitor/sql', headers: bearer(admin) });
    expect(reset.statusCode).toBe(409);
    expect(reset.json<{ message: string }>().message).toContain('未启用 pg_stat_statements');
  };

  it('lists this database’s statements, normalised, searched and sorted (or says how to enable it)', async () => {
    if (!installed) return expectHint();
    for (let i = 0; i < 3; i++) await database.pool.query('SELECT $1::int AS monitor_probe', [i]);
    const res = await list('blurry=monitor_probe');
    expect(res.statusCode).toBe(200);
    const page = sqlStatPageSchema.parse(res.json());
    expect(page.enabled).toBe(true);
    expect(page.totalElements).toBe(1);
    expect(page.content[0]).toMatchObject({ query: 'SELECT $1::int AS monitor_probe', calls: 3 });
    expect(page.content[0]!.share).toBeGreaterThanOrEqual(0);
    expect(page.totalTime).toBeGreaterThan(0);

    const byCalls = sqlStatPageSchema.parse((await list('sort=calls,desc&size=5')).json());
    expect(byCalls.content.length).toBeLessThanOrEqual(5);
    const calls = byCalls.content.map((s) => s.calls);
    expect(calls).toEqual([...calls].sort((a, b) => b - a));
    // A search for LIKE's wildcards matches them literally, not every statement.
    expect(sqlStatPageSchema.parse((await list('blurry=%25%25')).json()).totalElements).toBe(0);
  });

  it('checks the sort and the permissions whatever the server', async () => {
    expect((await list('sort=query,desc')).statusCode).toBe(400);
    expect((await list('', operator)).statusCode).toBe(403);
    const refused = await app.inject({
      method: 'DELETE',
      url: '/api/monitor/sql',
      headers: bearer(operator),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('is reset with monitor:edit', async () => {
    if (!installed) return expectHint();
    await database.pool.query('SELECT 1 AS monitor_reset_probe');
    const reset = await app.inject({ method: 'DELETE', url: '/api/monitor/sql', headers: bearer(admin) });
    expect(reset.statusCode).toBe(200);
    const after = sqlStatPageSchema.parse((await list('blurry=monitor_reset_probe')).json());
    expect(after.totalElements).toBe(0);
    expect(after.resetAt).not.toBeNull();
  });

  it('says how to enable pg_stat_statements when this database lacks it', async () => {
    if (!installed) return expectHint();
    await database.pool.query('DROP EXTENSION pg_stat_statements');
    try {
      await expectHint();
    } finally {
      await database.pool.query('CREATE EXTENSION pg_stat_statements');
    }
  });

  it('/druid/index.html leads to the SQL 监控 page', async () => {
    const res = await app.inject({ method: 'GET', url: '/druid/index.html' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/#/monitor/sql');
  });
});
