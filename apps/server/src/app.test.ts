import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { healthz } from '@coalsim/contract';
import { DrizzleQueryError } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';

import { buildApp, BODY_LIMIT } from './app.js';
import { createDatabase } from './db/database.js';
import { API_SECURITY_HEADERS, securityHeaders } from './plugins/security.js';
import { buildTestApp, createTestDatabase } from './testing/build-test-app.js';

const config = { captchaEnabled: false, dataDir: '/nonexistent', redisUrl: undefined };

const { app } = await buildTestApp();

function expectErrorShape(body: unknown, status: number) {
  expect(body).toEqual(
    expect.objectContaining({ status, message: expect.any(String), timestamp: expect.any(Number) }),
  );
  expect((body as { message: string }).message.length).toBeGreaterThan(0);
}

/** Route options that declare a test-only route public, as the deny-by-default hook requires. */
const declared = (path: string) => ({ config: { endpoint: { ...healthz, path } } });

describe('health', () => {
  it('GET /healthz answers while the process is up', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz checks the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('GET /readyz says 503 when the database is gone', async () => {
    // A pool pointed at a server that is not there.
    const database = createDatabase({
      host: '127.0.0.1',
      port: 1,
      database: 'gone',
      connectionTimeoutMillis: 500,
    });
    const broken = await buildApp({ config, database, webRoot: null });
    const res = await broken.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expectErrorShape(res.json(), 503);
    await broken.close();
  });
});

describe('the error funnel', () => {
  it('unknown /api routes are 404 in the error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expectErrorShape(res.json(), 404);
    expect(res.json().message).toBe('接口不存在：GET /api/no-such-thing');
  });

  it('malformed JSON is 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.json(), 400);
    expect(res.json().message).toBe('请求体不是合法的 JSON');
  });

  it('wrong types are 400 with field errors', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { username: 42, password: ['x'], role: 'boss' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expectErrorShape(body, 400);
    expect(Object.keys(body.fieldErrors)).toEqual(expect.arrayContaining(['username', 'password', 'role']));
    expect(body.message).toMatch(/^username: /);
  });

  it('bodies over the limit are 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(BODY_LIMIT), password: 'a', role: 3 }),
    });
    expect(res.statusCode).toBe(413);
    expectErrorShape(res.json(), 413);
  });

  it('unsupported content types are 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expectErrorShape(res.json(), 415);
  });

  it('hides the details of 500s and keeps the shape', async () => {
    const database = await createTestDatabase();
    const faulty = await buildApp({ config, database, webRoot: null });
    faulty.get('/api/boom', declared('/api/boom'), async () => {
      throw new Error('secret detail at /srv/coalsim/db.ts');
    });
    const res = await faulty.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expectErrorShape(res.json(), 500);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('/srv/');
    await faulty.close();
  });
});

describe('logs', () => {
  it('log a failed query with its SQL but never its parameters, and answer 503 when the database is down', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const database = await createTestDatabase();
    const faulty = await buildApp({ config, database, webRoot: null, logger });
    faulty.get('/api/query-fails', declared('/api/query-fails'), async () => {
      throw new DrizzleQueryError(
        'insert into sys_user (password_hash) values ($1)',
        ['$argon2id$secret-hash'],
        new Error('boom'),
      );
    });
    faulty.get('/api/db-down', declared('/api/db-down'), async () => {
      throw new DrizzleQueryError(
        'select 1',
        [],
        Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      );
    });
    expect((await faulty.inject({ method: 'GET', url: '/api/query-fails' })).statusCode).toBe(500);
    const down = await faulty.inject({ method: 'GET', url: '/api/db-down' });
    expect(down.json()).toMatchObject({ status: 503, message: '数据库暂不可用，请稍后重试' });
    const logged = lines.join('\n');
    expect(logged).toContain('insert into sys_user');
    expect(logged).not.toContain('secret-hash');
    await faulty.close();
  });

  it('writes one access line per request, with the request id', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const app = await buildApp({ config, database: await createTestDatabase(), webRoot: null, logger });
    const res = await app.inject({ method: 'GET', url: '/healthz?probe=1' });
    await new Promise((resolve) => setImmediate(resolve));
    const access = lines
      .flatMap((chunk) => chunk.split('\n').filter(Boolean))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.url !== undefined);
    expect(access).toEqual([
      expect.objectContaining({
        msg: 'request',
        method: 'GET',
        // A query's values stay out of the log (only paging's are kept).
        url: '/healthz?probe=[redacted]',
        status: 200,
        reqId: res.headers['x-request-id'],
      }),
    ]);
    await app.close();
  });
});

describe('headers', () => {
  it('sends security headers, a strict CSP and the request id', async () => {
    const api = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'trace-1' } });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['x-request-id']).toBe('trace-1');

    const other = await app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { 'x-request-id': 'trace-2' },
    });
    const csp = String(other.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(other.headers['x-content-type-options']).toBe('nosniff');
    expect(other.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(other.headers['x-request-id']).toBe('trace-2');
  });

  it("sends the API set on the contract's answers, errors included, and helmet's set elsewhere", async () => {
    const page = securityHeaders();
    expect(Object.keys(page)).toEqual(
      expect.arrayContaining(['content-security-policy', 'referrer-policy', 'cross-origin-opener-policy']),
    );
    const expected = [
      ['/healthz', API_SECURITY_HEADERS],
      ['/auth/info', API_SECURITY_HEADERS],
      ['/api/dictDetail?dictName=nope&page=-1', API_SECURITY_HEADERS],
      ['/api/no-such-route', page],
    ] as const;
    for (const [url, headers] of expected) {
      const res = await app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(headers))
        expect(res.headers[name], `${url} ${name}`).toBe(value);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
    // The API set leaves out helmet's headers that only govern documents.
    expect(
      (await app.inject({ method: 'GET', url: '/healthz' })).headers['cross-origin-opener-policy'],
    ).toBeUndefined();
  });

  it("allows the page's own inline script by its hash, and no other inline script", async () => {
    const webRoot = await mkdtemp(path.join(os.tmpdir(), 'coalsim-web-'));
    const script = "document.documentElement.setAttribute('data-landing','')";
    await writeFile(
      path.join(webRoot, 'index.html'),
      `<!doctype html><script>${script}</script><title>t</title>`,
    );
    const served = await buildApp({
      config,
      database: createDatabase({ host: '127.0.0.1', port: 1 }),
      webRoot,
    });
    try {
      const res = await served.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      const hash = createHash('sha256').update(script).digest('base64');
      const scriptSrc = String(res.headers['content-security-policy'])
        .split(';')
        .find((d) => d.trim().startsWith('script-src'));
      expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
    } finally {
      await served.close();
      await rm(webRoot, { recursive: true, force: true });
    }
  });

  it('makes up a request id when none is sent', async () => {
    for (const url of ['/healthz', '/api/no-such-route', '/auth/info']) {
      const res = await app.inject({ method: 'GET', url });
      expect(String(res.headers['x-request-id']), url).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    }
  });
});
