import { endpoints, STATS_CHARTS, type Endpoint } from '@coalsim/contract';
import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../testing/auth-helpers.js';
import { buildTestApp } from '../testing/build-test-app.js';
import { tenantFingerprint } from '../testing/data-fingerprint.js';
import { namesIn, sheetCells } from '../testing/export-cells.js';
import { createTenantB, crossCases, tenantRowsOf, type TenantRows } from '../testing/ownership-cases.js';

/**
 * IDOR: one account must never reach another's records by id, list filter or export.
 *
 * Generic over the contract: every endpoint marked `enterpriseScoped` is walked as a second
 * enterprise, B, aimed at the demo enterprise A's records, without a line per endpoint. A's rows
 * come from A's own scoped lists (the demo data must hold some, or the test says so); B then calls
 * every scoped endpoint with A's ids in the path and A's records as bodies. Ids in the path answer
 * 404, nothing ever answers 5xx, B's lists hold none of A's ids, and A's data reads the same after.
 * B has data of its own first, so its exports (parsed) must show B's rows and none of A's; and
 * bodies valid but for one of A's ids must answer 404 (or 400 naming it) and change nothing.
 */
const scopedEndpoints = (Object.entries(endpoints) as [string, Endpoint][]).filter(
  ([, e]) => e.enterpriseScoped === true,
);
const lists = scopedEndpoints.filter(([, e]) => e.method === 'GET' && !e.path.includes(':'));
const aimed = scopedEndpoints.filter(([, e]) => !(e.method === 'GET' && !e.path.includes(':')));

type Row = { id?: unknown; children?: unknown };
/** The records of an answer: a page's content, an array (a tree's nodes included) or one object. */
function rowsOf(body: unknown): Row[] {
  const top = (body as { content?: unknown })?.content ?? body;
  const items = Array.isArray(top) ? (top as Row[]) : top && typeof top === 'object' ? [top as Row] : [];
  return items.flatMap((row) => [row, ...(Array.isArray(row.children) ? rowsOf(row.children) : [])]);
}
const idsOf = (body: unknown) => rowsOf(body).flatMap((r) => (typeof r.id === 'number' ? [r.id] : []));
/** An aggregate (statistics): one object, not a page, a list or a record. */
const isAggregate = (body: unknown) =>
  body !== null &&
  typeof body === 'object' &&
  !Array.isArray(body) &&
  !('content' in body) &&
  !('id' in body);
/** Every id an aggregate names anywhere (`id`, `…Id`): the rows it was computed from. */
function nestedIds(body: unknown): number[] {
  if (Array.isArray(body)) return body.flatMap(nestedIds);
  if (!body || typeof body !== 'object') return [];
  return Object.entries(body).flatMap(([k, v]) =>
    typeof v === 'number' && (k === 'id' || k.endsWith('Id')) ? [v] : nestedIds(v),
  );
}
const jsonOf = (res: { headers: Record<string, unknown>; body: string }) =>
  String(res.headers['content-type']).includes('json') ? (JSON.parse(res.body) as unknown) : undefined;

/** An export's queries: each chart of the statistics, the default elsewhere. */
const exportQueries = (path: string) =>
  path === '/api/stats/download' ? STATS_CHARTS.map((c) => `?chart=${c}`) : [''];
/** The JSON list an export mirrors: its parent list, or the scoped list beside it (statistics). */
function mirrorOf(path: string): string {
  const parent = path.slice(0, path.lastIndexOf('/'));
  const json = lists.map(([, l]) => l.path).filter((p) => !/download|template/.test(p));
  return json.find((p) => p === parent) ?? json.find((p) => p.startsWith(`${parent}/`))!;
}

/** The list an endpoint's records come from: the longest scoped list path its path starts with. */
function listFor(e: Endpoint): string | undefined {
  const candidates = lists.map(([, l]) => l.path).filter((p) => e.path === p || e.path.startsWith(`${p}/`));
  return candidates.sort((a, b) => b.length - a.length)[0];
}

type Marks = { content: { id: number }[] };

describe('ownership (IDOR)', async () => {
  const { app, database } = await buildTestApp();
  const worker = await signIn(app, 'worker');
  const enterprise = await signIn(app, 'enterprise');
  const as = (token: string) => ({ headers: bearer(token) });

  it('has enterprise-scoped endpoints to walk, each under a scoped list', () => {
    expect(lists.length).toBeGreaterThan(0);
    for (const [name, e] of aimed) expect(listFor(e), `${name} has no scoped list above it`).toBeDefined();
  });

  describe('enterprise B against enterprise A', async () => {
    const admin = await signIn(app, 'admin');
    const registered = await app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: {
        username: 'otherco',
        password: 'other2026pw',
        role: 2,
        enterprise: { name: '另一家煤业公司', creditCode: '91140200MA0K000B2T' },
      },
    });
    expect(registered.statusCode).toBe(201);
    const other = await signIn(app, 'otherco', 'other2026pw');
    const otherId = (await app.inject({ method: 'GET', url: '/auth/info', ...as(other) })).json<{
      enterprise: { id: number };
    }>().enterprise.id;
    const verified = await app.inject({
      method: 'PUT',
      url: `/api/enterprise/${otherId}/verify`,
      payload: { approved: true },
      ...as(admin),
    });
    expect(verified.statusCode).toBe(200);
    const enterpriseId = (await app.inject({ method: 'GET', url: '/auth/info', ...as(enterprise) })).json<{
      enterprise: { id: number };
    }>().enterprise.id;
    const a: TenantRows = await tenantRowsOf(database.pool, enterpriseId);
    const b: TenantRows = await createTenantB(app, other, otherId);

    /** A's scoped lists as A reads them: the records B aims at, and the data that must not move. */
    const readA = async () => {
      const seen = new Map<string, { body: unknown; text: string }>();
      for (const [, e] of lists) {
        const res = await app.inject({ method: 'GET', url: e.path, ...as(enterprise) });
        expect(res.statusCode, e.path).toBe(200);
        seen.set(e.path, { body: jsonOf(res), text: res.body });
      }
      return seen;
    };
    const before = await readA();

    const json = (token: string, url: string) =>
      app.inject({ method: 'GET', url, ...as(token) }).then((r) => r.json<unknown>());
    const cellsOf = async (token: string, path: string) => {
      const cells = new Set<string>();
      for (const query of exportQueries(path)) {
        const res = await app.inject({ method: 'GET', url: `${path}${query}`, ...as(token) });
        expect(res.statusCode, `${path}${query}`).toBe(200);
        for (const cell of await sheetCells(res.rawPayload)) cells.add(cell);
      }
      return cells;
    };

    it.each(lists)("%s: A's list has records, and B's list has none of them", async (_n, e) => {
      const body = before.get(e.path)?.body;
      if (body === undefined) {
        // An xlsx export, read row by row: the names of A's records (from the JSON list it
        // mirrors) appear in A's file and never in B's, and B's file shows B's own records.
        const mirror = mirrorOf(e.path);
        const bNames = namesIn(await json(other, mirror));
        const aNames = [...namesIn(await json(enterprise, mirror))].filter((n) => !bNames.has(n));
        expect(aNames.length, `the demo data needs records behind ${mirror}`).toBeGreaterThan(0);
        expect(bNames.size, `B needs records behind ${mirror}`).toBeGreaterThan(0);
        const aCells = await cellsOf(enterprise, e.path);
        const bCells = await cellsOf(other, e.path);
        expect(
          aNames.filter((n) => aCells.has(n)),
          `A's ${e.path} shows A's records`,
        ).not.toEqual([]);
        expect(
          [...bNames].filter((n) => bCells.has(n)),
          `B's ${e.path} shows B's records`,
        ).not.toEqual([]);
        expect(
          aNames.filter((n) => bCells.has(n)),
          `B's ${e.path} shows A's records`,
        ).toEqual([]);
        return;
      }
      if (isAggregate(body)) {
        // Statistics: A's figures come from A's rows; B's, from none of them.
        const mine = nestedIds(body);
        expect(mine.length, `the demo data needs rows behind ${e.path}`).toBeGreaterThan(0);
        const theirs = await app.inject({ method: 'GET', url: e.path, ...as(other) });
        expect(theirs.statusCode).toBe(200);
        expect(theirs.body).not.toBe(before.get(e.path)?.text);
        expect(nestedIds(jsonOf(theirs)).filter((id) => mine.includes(id))).toEqual([]);
        return;
      }
      const mine = idsOf(body);
      if (body !== undefined) {
        expect(mine.length, `the demo data needs a record behind ${e.path}`).toBeGreaterThan(0);
      }
      const theirs = await app.inject({ method: 'GET', url: e.path, ...as(other) });
      expect(theirs.statusCode).toBe(200);
      expect(idsOf(jsonOf(theirs)).filter((id) => mine.includes(id))).toEqual([]);
    });

    it.each(aimed)("%s: B aimed at A's record gets 404 or a refusal, never A's data", async (name, e) => {
      const source = before.get(listFor(e)!)?.body;
      const [record] = rowsOf(source);
      const aId = idsOf(source)[0];
      expect(aId, `${name}: A has no record to aim at`).toBeDefined();
      const url = e.path.replace(/:(\w+)/g, String(aId));
      const payload = e.method === 'GET' ? undefined : e.method === 'DELETE' ? [aId] : (record ?? {});
      const res = await app.inject({ method: e.method, url, payload, ...as(other) });
      expect(res.statusCode, `${name} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
      if (e.path.includes(':')) {
        // The id names A's record: B learns nothing, not even that it exists.
        expect(e.method === 'GET' || e.method === 'DELETE' ? [404] : [400, 404]).toContain(res.statusCode);
      }
      if (res.statusCode < 300 && aId !== undefined) {
        expect(idsOf(jsonOf(res))).not.toContain(aId);
      }
    });

    it.each(crossCases(a, b).map((c) => [c.name, c] as const))(
      "%s: valid but for one of A's ids → 404 (or 400 naming it), nothing changed anywhere",
      async (_n, c) => {
        const start = await tenantFingerprint(app.db);
        const res = await app.inject({
          method: c.method,
          url: c.url,
          payload: c.payload as object,
          ...as(other),
        });
        const body = res.json<{ message: string; fieldErrors?: Record<string, string[]> }>();
        if (res.statusCode !== 404) {
          expect(res.statusCode, `${c.name} → ${res.body.slice(0, 200)}`).toBe(400);
          expect(c.field, `${c.name}: a 400 where the scope should answer 404 → ${res.body}`).toBeDefined();
          expect(Object.keys(body.fieldErrors ?? {}), `${c.name} → ${res.body}`).toContain(c.field);
        }
        expect(await tenantFingerprint(app.db)).toEqual(start);
      },
    );

    it('left every record of A as it was', async () => {
      const after = await readA();
      // JSON answers compared whole; an export's bytes carry the time it was built, so its rows
      // are compared through the JSON list it mirrors.
      // The statistics' period ends "now" unless asked otherwise: that end moves on by itself.
      const stable = (path: string, text: string | undefined) =>
        path.startsWith('/api/stats/overview') ? text?.replace(/"to":\d+/, '"to":"now"') : text;
      for (const [path, { body, text }] of before) {
        if (body !== undefined) expect(stable(path, after.get(path)?.text), path).toBe(stable(path, text));
      }
    });
  });

  it("another account's like and favourite are neither listed nor removed by someone else", async () => {
    for (const what of ['like', 'collect'] as const) {
      const res = await app.inject({ method: 'POST', url: `/api/portal/soft/1/${what}`, ...as(worker) });
      expect(res.statusCode).toBe(200);
    }
    // The other account "removes" the marks it never made: a no-op for it, nothing for the worker.
    for (const what of ['like', 'collect'] as const) {
      const res = await app.inject({
        method: 'DELETE',
        url: `/api/portal/soft/1/${what}`,
        ...as(enterprise),
      });
      expect(res.statusCode).toBe(200);
    }
    for (const list of ['liked', 'collected']) {
      const url = `/api/portal/soft/${list}?page=0&size=50`;
      const mine = (await app.inject({ method: 'GET', url, ...as(worker) })).json<Marks>();
      const theirs = (await app.inject({ method: 'GET', url, ...as(enterprise) })).json<Marks>();
      expect(mine.content.map((s) => s.id)).toContain(1);
      expect(theirs.content.map((s) => s.id)).not.toContain(1);
    }
  });

  it("one's own sessions list shows no one else's, and another's session cannot be signed out", async () => {
    type Session = { id: string };
    const workerSessions = (await app.inject({ method: 'GET', url: '/auth/sessions', ...as(worker) })).json<
      Session[]
    >();
    const theirs = (await app.inject({ method: 'GET', url: '/auth/sessions', ...as(enterprise) })).json<
      Session[]
    >();
    const workerIds = workerSessions.map((s) => s.id);
    expect(workerIds.length).toBeGreaterThan(0);
    expect(theirs.map((s) => s.id).filter((id) => workerIds.includes(id))).toEqual([]);

    const res = await app.inject({
      method: 'DELETE',
      url: `/auth/sessions/${workerIds[0]}`,
      ...as(enterprise),
    });
    expect(res.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/auth/info', ...as(worker) })).statusCode).toBe(200);
  });
});
