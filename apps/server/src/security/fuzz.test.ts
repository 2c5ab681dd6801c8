import { endpoints, type Endpoint } from '@coalsim/contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { bearer, signIn } from '../testing/auth-helpers.js';
import { buildTestApp } from '../testing/build-test-app.js';
import { dataFingerprint } from '../testing/data-fingerprint.js';
import { sampleOf, stringPaths, withLeaf } from '../testing/schema-sample.js';

// Seeded and reproducible: FUZZ_SEED replays a failure, FUZZ_RUNS widens the search.
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

const NASTY = [
  "' OR 1=1 --",
  "'; DROP TABLE sys_user; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  'a\u0000b',
  '😀🔥𝕏',
  '\u202Egnp.exe',
  'مرحبا',
  ' ',
  '',
  '-1',
  '0',
  '9007199254740993',
  '1e309',
  'NaN',
  'null',
  'true',
  '{"$ne":null}',
  '\\',
  '"',
  'x'.repeat(10_000),
];

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, 0.5),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), nastyString), { maxLength: 5 }),
  fc.dictionary(nastyString, fc.oneof(fc.integer(), nastyString), { maxKeys: 4 }),
);

function deepNesting(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/** The top-level keys a schema knows, so that generated objects hit real fields. */
function keysOf(schema: z.ZodType | undefined): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** Bodies the contract refuses: typed nonsense, missing and extra fields, huge and deep values. */
function invalidBodies(e: Endpoint): fc.Arbitrary<string> {
  const keys = keysOf(e.body);
  const objects = keys.length
    ? fc.dictionary(fc.oneof(fc.constantFrom(...keys), nastyString), nastyValue, { maxKeys: keys.length + 2 })
    : fc.dictionary(nastyString, nastyValue, { maxKeys: 3 });
  const values = fc.oneof(objects, nastyValue, fc.jsonValue({ maxDepth: 3 }));
  const refused = values
    .filter((v) => !e.body || !e.body.safeParse(v).success)
    .map((v) => JSON.stringify(v) ?? 'null');
  return fc.oneof(
    { weight: 8, arbitrary: refused },
    {
      weight: 1,
      arbitrary: fc.constantFrom(deepNesting(5_000), '{"a":', '{}}', '\u0000', `"${'x'.repeat(1_100_000)}"`),
    },
  );
}

function queries(e: Endpoint): fc.Arbitrary<string> {
  const keys = [...keysOf(e.query), 'page', 'size', 'sort'];
  return fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...keys), nastyString), nastyString), { maxLength: 5 })
    .map((pairs) => new URLSearchParams(pairs).toString());
}

const withParams = (e: Endpoint) =>
  fc
    .array(
      fc.oneof(
        fc.constantFrom(...NASTY),
        fc.oneof(fc.integer({ min: -5, max: -1 }), fc.integer({ min: 10 ** 9, max: 10 ** 12 })).map(String),
      ),
      { minLength: 3, maxLength: 3 },
    )
    .map((values) => {
      let i = 0;
      return e.path.replace(/:(\w+)/g, () => encodeURIComponent(values[i++] ?? 'x'));
    });

// Signing out or cancelling would end the fuzzing session itself; their invalid bodies are
// covered by their own tests.
const SKIP = new Set(['logout']);

describe('fuzzing every endpoint of the contract', async () => {
  const { app, db } = await buildTestApp();
  const admin = await signIn(app, 'admin');
  const enterprise = await signIn(app, 'enterprise');
  const worker = await signIn(app, 'worker');
  // Enterprise endpoints refuse staff before reading anything: they are fuzzed as the enterprise,
  // a staff account's own ones as the worker.
  const callerOf = (e: Endpoint) =>
    typeof e.access === 'object' && 'enterprise' in e.access
      ? enterprise
      : e.access === 'worker'
        ? worker
        : admin;
  const before = await dataFingerprint(db);
  let sent = 0;

  async function send(request: InjectOptions, label: string) {
    const res = await app.inject(request);
    sent++;
    expect(res.statusCode, `${label} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
    if (res.statusCode >= 400) {
      const body = res.json();
      expect(body, label).toMatchObject({
        status: res.statusCode,
        message: expect.any(String),
        timestamp: expect.any(Number),
      });
    }
  }

  const targets = (Object.entries(endpoints) as [string, Endpoint][]).filter(([name]) => !SKIP.has(name));

  it.each(targets)('%s survives bad input', async (name, e) => {
    const base = (url: string, extra: Partial<InjectOptions> = {}) =>
      ({
        method: e.method,
        url,
        headers: { authorization: callerOf(e), ...(extra.headers ?? {}) },
        ...extra,
      }) as InjectOptions;
    // An id that exists nowhere: a valid-looking path must not touch real rows (or our session).
    const path = e.path.replace(/:(\w+)/g, '424242');
    await fc.assert(
      fc.asyncProperty(queries(e), async (q) => send(base(`${path}?${q}`), `${name} ?${q.slice(0, 80)}`)),
      { seed: SEED, numRuns: RUNS },
    );
    if (e.path.includes(':')) {
      await fc.assert(
        fc.asyncProperty(withParams(e), async (url) => send(base(url), `${name} ${url.slice(0, 80)}`)),
        { seed: SEED, numRuns: RUNS },
      );
    }
    if (e.method !== 'GET') {
      await fc.assert(
        fc.asyncProperty(invalidBodies(e), async (payload) =>
          send(
            base(path, { payload, headers: { ...bearer(callerOf(e)), 'content-type': 'application/json' } }),
            `${name} body ${payload.slice(0, 80)}`,
          ),
        ),
        { seed: SEED, numRuns: RUNS },
      );
    }
  });

  // Deterministic, unlike the random search above: a NUL in each string position the contract
  // knows (query keys, path parameters, every string leaf of a sample body) is refused with 400
  // before anything reaches the database, which refuses NUL in text and used to make it a 500.
  it.each(targets)('%s refuses a NUL in every string position', async (name, e) => {
    const nul = 'a\u0000b';
    const path = e.path.replace(/:(\w+)/g, '1');
    const calls: { label: string; request: InjectOptions }[] = [];
    const headers = { authorization: callerOf(e), 'content-type': 'application/json' };
    for (const key of e.query ? [...keysOf(e.query), 'page', 'size', 'sort'] : []) {
      const url = `${path}?${new URLSearchParams({ [key]: nul }).toString()}`;
      calls.push({
        label: `query ${key}`,
        request: { method: e.method, url, headers: { authorization: callerOf(e) } },
      });
    }
    for (const param of e.params ? (e.path.match(/:(\w+)/g) ?? []) : []) {
      const url = e.path.replace(/:(\w+)/g, (p) => (p === param ? encodeURIComponent(nul) : '1'));
      calls.push({ label: `param ${param}`, request: { method: e.method, url, headers, payload: '{}' } });
    }
    const sample = sampleOf(e.body);
    for (const leaf of e.body ? stringPaths(sample) : []) {
      const payload = JSON.stringify(withLeaf(sample, leaf, nul));
      calls.push({
        label: `body ${leaf.join('.')}`,
        request: { method: e.method, url: path, headers, payload },
      });
    }
    for (const { label, request } of calls) {
      const res = await app.inject(request);
      sent++;
      // The open API checks the app's signature or token first, the device door the device's secret:
      // without them it is a 401 before that.
      if ((e.access === 'app' || e.access === 'device') && res.statusCode === 401) continue;
      expect(res.statusCode, `${name} ${label} → ${res.body.slice(0, 200)}`).toBe(400);
      expect(res.json<{ message: string }>().message, `${name} ${label}`).toContain('控制字符');
    }
  });

  it('left the stored data as it was, and the app answering', async () => {
    expect(sent).toBeGreaterThan(targets.length * RUNS);
    expect(await dataFingerprint(db)).toEqual(before);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/auth/info', headers: bearer(admin) })).statusCode).toBe(
      200,
    );
  });
});
