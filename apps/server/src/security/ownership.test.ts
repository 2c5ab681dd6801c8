import { endpoints, type Endpoint } from '@coalsim/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../testing/auth-helpers.js';
import { buildTestApp } from '../testing/build-test-app.js';

/**
 * IDOR: one account must never reach another's records by id, list filter or export.
 *
 * Enterprise-scoped endpoints (the contract's `enterpriseScoped`) each need a case below that
 * creates a record as enterprise A and tries to read, change and delete it as enterprise B. The
 * domains that bring such endpoints (departments, staff, devices, assessments) add their case
 * with them; the first test fails until they do. Today no endpoint is enterprise-scoped, so the
 * per-user records that exist (likes, favourites, one's own sessions) are checked instead.
 */
interface EnterpriseCase {
  /** Creates a record as enterprise A (token) and returns the URL that addresses it. */
  create: (app: FastifyInstance, token: string) => Promise<string>;
  /** Signs in an account of another enterprise, B (seeding it if need be). */
  signInOther: (app: FastifyInstance) => Promise<string>;
  /** The list URL whose rows must never include A's record for B. */
  list: string;
}
const ENTERPRISE_CASES: Record<string, EnterpriseCase> = {};

const scoped = (Object.entries(endpoints) as [string, Endpoint][])
  .filter(([, e]) => e.enterpriseScoped === true)
  .map(([name]) => name);

type Marks = { content: { id: number }[] };

describe('ownership (IDOR)', async () => {
  const { app } = await buildTestApp();
  const worker = await signIn(app, 'worker');
  const enterprise = await signIn(app, 'enterprise');
  const as = (token: string) => ({ headers: bearer(token) });

  it('every enterprise-scoped endpoint of the contract has an IDOR case', () => {
    expect(scoped.filter((name) => !(name in ENTERPRISE_CASES))).toEqual([]);
    expect(Object.keys(ENTERPRISE_CASES).filter((name) => !scoped.includes(name))).toEqual([]);
  });

  for (const [name, testCase] of Object.entries(ENTERPRISE_CASES)) {
    it(`${name}: enterprise B cannot read, list, change or delete enterprise A's record`, async () => {
      const url = await testCase.create(app, enterprise);
      const other = await testCase.signInOther(app);
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await app.inject({
          method,
          url,
          payload: method === 'PUT' ? {} : undefined,
          ...as(other),
        });
        expect([403, 404]).toContain(res.statusCode);
      }
      const rows = (await app.inject({ method: 'GET', url: testCase.list, ...as(other) })).body;
      expect(rows).not.toContain(url.split('/').pop());
    });
  }

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
