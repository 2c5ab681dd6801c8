import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { endpoints, type Endpoint } from '@coalsim/contract';
import { afterAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app.js';
import { createTestDatabase } from '../testing/build-test-app.js';

describe('route inventory', async () => {
  const webRoot = await mkdtemp(path.join(os.tmpdir(), 'coalsim-web-'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>t</title>');
  afterAll(() => rm(webRoot, { recursive: true, force: true }));
  const database = await createTestDatabase();
  const app = await buildApp({
    config: { captchaEnabled: false, dataDir: webRoot, redisUrl: undefined },
    database,
    webRoot,
  });
  await app.ready();
  afterAll(() => app.close());

  const registered = app.registeredRoutes.filter((r) => r.method !== 'HEAD' || !r.endpoint);
  const key = (method: string, url: string) => `${method} ${url}`;

  it('registers every endpoint of the contract, from the contract', () => {
    for (const [name, e] of Object.entries(endpoints) as [string, Endpoint][]) {
      const route = registered.find((r) => r.method === e.method && r.url === e.path);
      expect(route, `${name}: ${key(e.method, e.path)} is not registered`).toBeDefined();
      expect(route?.endpoint, `${name} is registered without its contract entry`).toBe(e);
    }
  });

  it('registers nothing the contract does not describe', () => {
    const contract = new Set((Object.values(endpoints) as Endpoint[]).map((e) => key(e.method, e.path)));
    const extra = registered
      .map((r) => key(r.method, r.url))
      .filter(
        (k) =>
          !contract.has(k) &&
          !registered.some((r) => r.staticAsset && key(r.method, r.url) === k) &&
          !(k.startsWith('HEAD ') && contract.has(k.replace('HEAD', 'GET'))),
      );
    expect(extra).toEqual([]);
  });

  it('states who may call each endpoint', () => {
    for (const e of Object.values(endpoints) as Endpoint[]) {
      expect(
        ['public', 'signed-in', 'staff', 'staff-or-enterprise', 'worker', 'app', 'device'].includes(
          e.access as string,
        ) || typeof e.access === 'object',
      ).toBe(true);
      if (typeof e.access === 'object' && 'permissions' in e.access) {
        expect(e.access.permissions.length).toBeGreaterThan(0);
      }
    }
  });

  it('scopes to an enterprise only endpoints that only enterprise accounts may call', () => {
    for (const [name, e] of Object.entries(endpoints) as [string, Endpoint][]) {
      if (e.enterpriseScoped)
        expect(typeof e.access === 'object' && 'enterprise' in e.access, name).toBe(true);
    }
  });

  it('marks as files only the SPA and the API viewer', () => {
    const files = [...new Set(registered.filter((r) => r.staticAsset).map((r) => r.url.split('/')[1]))];
    expect(files.sort()).toEqual(['*', 'doc']);
  });

  it('documents every endpoint of the contract in the OpenAPI document, and nothing else', async () => {
    const res = await app.inject({ method: 'GET', url: '/api-docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, { summary: string }>> }>();
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => key(m.toUpperCase(), p.replace(/\{(\w+)\}/g, ':$1'))),
    );
    const contract = (Object.values(endpoints) as Endpoint[]).map((e) => key(e.method, e.path));
    expect(documented.filter((k) => !k.startsWith('HEAD ')).sort()).toEqual([...contract].sort());
  });

  it('refuses a route the contract does not describe, and still serves the SPA and 404s', async () => {
    const extra = await buildApp({
      config: { captchaEnabled: false, dataDir: webRoot, redisUrl: undefined },
      database,
      webRoot,
    });
    // Registered the way a careless module would: no contract entry, no access stated.
    extra.get('/api/undeclared', async () => ({ secret: 'data' }));
    await extra.ready();
    try {
      const refused = await extra.inject({ method: 'GET', url: '/api/undeclared' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ status: 403, message: '该接口未登记，拒绝访问' });
      expect(refused.body).not.toContain('secret');
      expect((await extra.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
      expect((await extra.inject({ method: 'GET', url: '/index.html' })).statusCode).toBe(200);
      expect((await extra.inject({ method: 'GET', url: '/api/nothing-here' })).statusCode).toBe(404);
    } finally {
      await extra.close();
    }
  });
});
