import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { endpoints, type Endpoint } from '@coalsim/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';

import { soft } from '../db/tables/soft.table.js';
import { sysSession } from '../modules/auth/session.table.js';
import { hashToken } from '../modules/auth/tokens.js';
import { examArrangement } from '../modules/exam/paper.table.js';
import { sysLog } from '../modules/logs/log.table.js';
import { sysMenu } from '../modules/menus/menu.table.js';
import { sysRole } from '../modules/roles/role.table.js';
import { trainCert } from '../modules/train/train.table.js';
import { NOT_SIGNED_IN } from '../plugins/auth.js';
import { DEMO_ACCESS_SOFT } from '../seed/demo/seed-access.js';
import { bearer, signIn } from '../testing/auth-helpers.js';
import { buildTestApp } from '../testing/build-test-app.js';
import { downloadAddress, takeBackup } from '../testing/database-samples.js';
import { createTestDevice, deviceAuth, enrolTestDevice, softsOf } from '../testing/device-helpers.js';
import { uploadTestPackage } from '../testing/device-samples.js';
import { enterpriseIdOf } from '../testing/enterprise-helpers.js';
import { multipartBody } from '../testing/multipart.js';

// Generic over the contract: an endpoint added later is walked by every test below.
const all = Object.entries(endpoints) as [string, Endpoint][];
// The open API takes no session at all (its own signatures: modules/open/open.test.ts).
const guarded = all.filter(([, e]) => e.access !== 'public' && e.access !== 'app' && e.access !== 'device');
const gets = all.filter(([, e]) => e.method === 'GET');
// Writes are walked with an id that exists nowhere, so they refuse without changing the demo data;
// signing out would end the walk's own session, so it goes last.
const writes = all.filter(([name, e]) => e.method !== 'GET' && name !== 'logout');

const NOWHERE = '424242';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const raw = (token: string) => token.slice('Bearer '.length);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const refusal = {
  status: 401,
  message: NOT_SIGNED_IN,
  timestamp: expect.any(Number),
};

/** The request as an attacker would send it: any id, an empty body (the check runs before parsing). */
const blind = (e: Endpoint, headers: Record<string, string>, query = ''): InjectOptions => ({
  method: e.method,
  url: `${e.path.replace(/:(\w+)/g, NOWHERE)}${query}`,
  headers,
  payload: e.method === 'GET' ? undefined : {},
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const avatarUpload = (token: string): InjectOptions => ({
  method: 'POST',
  url: '/api/users/updateAvatar',
  headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=sessions' },
  payload: Buffer.concat([
    Buffer.from(
      '--sessions\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
    ),
    PNG,
    Buffer.from('\r\n--sessions--\r\n'),
  ]),
});

describe('every guarded endpoint refuses a dead or misplaced token', async () => {
  const { app, db } = await buildTestApp();
  // The rows below change behind the services' back, so the caches are dropped as they would be.
  const forgetCached = () => {
    app.cacheBus.publish('sessions');
    app.caches.principals.clear();
  };

  // The super admin passes every permission check: a 401 below can only come from the token.
  const revoked = await signIn(app, 'admin');
  expect(
    (await app.inject({ method: 'DELETE', url: '/auth/logout', headers: bearer(revoked) })).statusCode,
  ).toBe(200);
  const expired = await signIn(app, 'admin');
  await db
    .update(sysSession)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sysSession.tokenHash, hashToken(raw(expired))));
  forgetCached();

  it('guards at least the endpoints of every access level', () => {
    const levels = new Set(
      guarded.map(([, e]) => (typeof e.access === 'object' ? Object.keys(e.access)[0] : e.access)),
    );
    expect([...levels].sort()).toEqual([
      'enterprise',
      'permissions',
      'signed-in',
      'staff',
      'staff-or-enterprise',
      'worker',
    ]);
  });

  it.each(guarded)('%s: 401 for a token revoked by logout', async (_n, e) => {
    const res = await app.inject(blind(e, bearer(revoked)));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(refusal);
  });

  it.each(guarded)('%s: 401 for a token whose session has expired', async (_n, e) => {
    const res = await app.inject(blind(e, bearer(expired)));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(refusal);
  });

  // Tokens in URLs end up in logs, browser history and Referer headers: only the header counts.
  const inQuery = [
    ['token', (t: string) => raw(t)],
    ['access_token', (t: string) => raw(t)],
    ['Authorization', (t: string) => t],
  ] as const;
  // A fresh token per endpoint: if the server ever took one from the query, `logout` would revoke
  // a shared token and every later endpoint would pass for the wrong reason.
  it.each(guarded)('%s: 401 for a valid token in the query string', async (_n, e) => {
    const valid = await signIn(app, 'admin');
    for (const [key, value] of inQuery) {
      const res = await app.inject(blind(e, {}, `?${key}=${encodeURIComponent(value(valid))}`));
      expect(res.statusCode, `?${key}=`).toBe(401);
      expect(res.json()).toEqual(refusal);
    }
    // The token itself was good: the 401s above came from where it was put.
    expect((await app.inject({ method: 'GET', url: '/auth/info', headers: bearer(valid) })).statusCode).toBe(
      200,
    );
  });
});

describe('what the super admin (or, where only they may call, an enterprise) gets back from every endpoint', async () => {
  const { app, db, dataDir } = await buildTestApp();
  const admin = await signIn(app, 'admin');
  const enterprise = await signIn(app, 'enterprise');
  // Enterprise endpoints refuse staff, the super admin included: they are walked as the enterprise.
  // An expert's score sheet answers only the experts of the assessment's team: the demo's expert1.
  const expert = await signIn(app, 'expert1');
  // A staff account's own training answers only an account linked to a worker: the demo's worker.
  const worker = await signIn(app, 'worker');
  // The device agent's door answers a device's secret: an enrolled device with a command queued,
  // so that its long poll answers at once, and a package it may download.
  const device = await createTestDevice(app, enterprise);
  const agent = deviceAuth((await enrolTestDevice(app, enterprise, device)).secret);
  const queued = await app.inject({
    method: 'POST',
    url: '/api/center/device-command',
    headers: bearer(enterprise),
    payload: { deviceIds: [device.id], command: 'restart', args: {} },
  });
  expect(queued.statusCode).toBe(201);
  const { granted } = await softsOf(app, await enterpriseIdOf(app, enterprise));
  const pkg = await uploadTestPackage(app, admin, granted, '1.0.0');
  const backup = await takeBackup(app, admin);
  // A backup's download is a one-time address asked for with the password (POST, then this GET).
  const ticket = new URL(await downloadAddress(app, admin, backup.id), 'http://x').searchParams.get(
    'ticket',
  )!;
  const callerOf = (e: Endpoint) =>
    e.access === 'device'
      ? agent
      : e === endpoints.getMyScore
        ? bearer(expert)
        : e.access === 'worker'
          ? bearer(worker)
          : bearer(typeof e.access === 'object' && 'enterprise' in e.access ? enterprise : admin);
  const uploaded = await app.inject(avatarUpload(admin));
  expect(uploaded.statusCode).toBe(200);
  // A stored file (存储管理) to read back through /file/:name: the avatar's bytes, as a picture.
  const form = multipartBody([{ name: 'file', filename: 'a.png', type: 'image/png', content: PNG }]);
  const picture = await app.inject({
    method: 'POST',
    url: '/api/localStorage/pictures',
    headers: { ...bearer(admin), ...form.headers },
    payload: form.payload,
  });
  expect(picture.statusCode).toBe(201);

  const [menu] = await db.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.title, '系统管理'));
  const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.name, '运营人员'));
  // 应用管理 reads only the enterprise's own software: the demo enterprise's draft.
  const [ownSoft] = await db.select({ id: soft.id }).from(soft).where(eq(soft.name, DEMO_ACCESS_SOFT.draft));
  const [cert] = await db.select({ code: trainCert.code }).from(trainCert).limit(1);
  // An error log row to read the stack of (a fresh database has had no failure).
  const [failure] = await db
    .insert(sysLog)
    .values({
      logType: 'ERROR',
      description: '示例',
      method: 'GET',
      path: '/api/x',
      time: 1,
      status: 500,
      requestId: 'r',
      exceptionDetail: 'Error: x',
    })
    .returning({ id: sysLog.id });
  // 李明's attempt at the demo's open exam (the only published one), to read back as he would.
  const [exam] = await db
    .select({ id: examArrangement.id })
    .from(examArrangement)
    .where(eq(examArrangement.status, 'published'));
  const started = await app.inject({
    method: 'POST',
    url: `/api/train/my-exam/${exam!.id}/start`,
    headers: bearer(worker),
  });
  expect(started.statusCode, started.body).toBe(200);
  // Values the demo data holds: by path first, then by parameter name. A GET endpoint added with
  // a parameter neither knows fails below, naming what to add here.
  const byPath: Record<string, Record<string, string>> = {
    '/api/roles/:id': { id: String(role!.id) },
    '/api/center/soft/:id': { id: String(ownSoft!.id) },
    '/api/menus/child': { id: String(menu!.id) },
    '/avatar/:name': { name: path.basename(uploaded.json<{ avatar: string }>().avatar) },
    '/file/demo/:name': { name: 'mining-1.svg' },
    '/file/:name': { name: path.basename(picture.json<{ url: string }>().url) },
    '/api/logs/error/:id': { id: String(failure!.id) },
    '/api/train/attempt/:id': { id: String(started.json<{ attemptId: number }>().attemptId) },
    '/api/portal/cert/:code': { code: cert!.code },
    '/api/device-agent/packages/:id': { id: String(pkg.id) },
    '/api/database/backup/:id/download': { id: String(backup.id), ticket },
    '/api-docs/openapi/:tag': { tag: 'enterprise' },
    // The ilab-x door's query: refused (401) for these, as any call without the app's secret.
    '/open/api/v2/token': { ticket: 'x', appid: 'x', signature: '0'.repeat(32) },
    '/open/api/v2/token/refresh': { access_token: 'x', appid: 'x', signature: '0'.repeat(32) },
  };
  const byName: Record<string, string> = { id: '1', dictName: 'user_status', table: 'sys_dict' };
  const valueOf = (e: Endpoint, key: string) => {
    const value = byPath[e.path]?.[key] ?? byName[key];
    if (value === undefined) throw new Error(`${e.path}: no known value for "${key}"`);
    return value;
  };

  /** The GET with its path parameters and only the query fields its schema requires. */
  function minimalGet(e: Endpoint): string {
    const url = e.path.replace(/:(\w+)/g, (_m, key: string) => encodeURIComponent(valueOf(e, key)));
    const parsed = e.query?.safeParse({});
    const required = parsed && !parsed.success ? parsed.error.issues.map((i) => String(i.path[0])) : [];
    const query = new URLSearchParams(required.map((key): [string, string] => [key, valueOf(e, key)]));
    return required.length ? `${url}?${query}` : url;
  }

  const responses: { label: string; res: LightMyRequestResponse }[] = [];
  for (const [name, e] of gets) {
    const url = minimalGet(e);
    responses.push({
      label: `${name} ${url}`,
      res: await app.inject({ method: 'GET', url, headers: callerOf(e) }),
    });
  }
  for (const [name, e] of writes) {
    responses.push({ label: `${name} ${e.path}`, res: await app.inject(blind(e, callerOf(e))) });
  }
  responses.push({
    label: 'logout',
    res: await app.inject({ method: 'DELETE', url: '/auth/logout', headers: bearer(admin) }),
  });

  it('walked every endpoint of the contract once', () => {
    expect(responses).toHaveLength(all.length);
  });

  it('answers every GET with valid minimal parameters with 200', () => {
    for (const { label, res } of responses.slice(0, gets.length)) {
      // A page address may send the browser on to the page (the API docs' /doc.html does, and
      // /druid/index.html to the back office's SQL 监控 at /#/monitor/sql).
      if (res.statusCode === 302) expect(res.headers.location, label).toMatch(/^\/(#\/)?[a-z]/);
      // The ilab-x door's GETs need the app's secret in their signature: refused, never a 5xx.
      else if (label.includes('/open/')) expect(res.statusCode, label).toBe(401);
      else expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(200);
    }
  });

  it('refuses every write aimed at nothing without failing, and signs out', () => {
    for (const { label, res } of responses.slice(gets.length, -1)) {
      // 立即备份 takes nothing: it makes a backup (201).
      if (label.startsWith('createBackup ')) {
        expect(res.statusCode, label).toBe(201);
        continue;
      }
      // Resetting SQL 监控's statistics takes no target: there is nothing it can miss (409 where
      // the database lacks pg_stat_statements, as Debian's does in the external run).
      if (label.startsWith('resetSqlStats ')) {
        expect([200, 409], label).toContain(res.statusCode);
        continue;
      }
      // The dangerous three of 数据库备份 ask for the password typed again first: 401 naming it.
      if (
        res.statusCode === 401 &&
        res.json<{ fieldErrors?: { password?: unknown } }>().fieldErrors?.password
      )
        continue;
      // 400: the empty body is not what the contract takes; 404: the id exists nowhere; 409: a
      // step the record is not at (resubmitting a verified enterprise). The open API: 401 unsigned, 400 without a ticket.
      expect(
        label.includes('/open/') ? [400, 401] : [400, 404, 409],
        `${label}: ${res.statusCode} ${res.body.slice(0, 200)}`,
      ).toContain(res.statusCode);
    }
    expect(responses.at(-1)!.res.statusCode).toBe(200);
  });

  it('never sends back the caller’s token, a password hash or a server path', () => {
    const forbidden = [
      new RegExp(escape(raw(admin))),
      new RegExp(escape(raw(enterprise))),
      /\$argon2/,
      new RegExp(escape(dataDir)),
      new RegExp(escape(repoRoot)),
      /\/work\//,
      /node_modules/,
    ];
    for (const { label, res } of responses) {
      for (const pattern of forbidden) expect(res.body, `${label} leaks ${pattern}`).not.toMatch(pattern);
    }
  });

  const cookiesOf = (res: LightMyRequestResponse) => {
    const header = res.headers['set-cookie'];
    return header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  };

  it('sets only HttpOnly, SameSite cookies', () => {
    for (const { label, res } of responses) {
      for (const cookie of cookiesOf(res)) {
        expect(cookie, label).toMatch(/;\s*HttpOnly/i);
        expect(cookie, label).toMatch(/;\s*SameSite=(Strict|Lax)/i);
      }
    }
  });

  it('sets no cookie at all today', () => {
    // The token travels in the Authorization header; the web app keeps it itself. A cookie added
    // later must be HttpOnly and SameSite (the test above); then this one goes.
    expect(responses.flatMap(({ res }) => cookiesOf(res))).toEqual([]);
  });
});
