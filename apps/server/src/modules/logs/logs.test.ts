import { healthz, type Log } from '@coalsim/contract';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { buildApp } from '../../app.js';
import type { Db } from '../../db/database.js';
import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp, createTestDataDir, createTestDatabase } from '../../testing/build-test-app.js';
import { createAuditWriter } from './audit-writer.js';
import { maskParams } from './mask-params.js';
import { storableRow, storableText, type LogRow } from './storable-row.js';

type Page = { content: Log[]; totalElements: number };

/**
 * Rows are queued in onResponse, which runs after inject() has resolved with the answer: one turn
 * of the event loop, then the writer's flush, and they are in the table.
 */
async function settled(app: { audit: { flush(): Promise<void> } }) {
  await new Promise((resolve) => setImmediate(resolve));
  await app.audit.flush();
}

describe('操作日志 and 异常日志', async () => {
  const { app } = await buildTestApp();
  const admin = bearer(await signIn(app, 'admin'));
  const get = async (url: string, headers = admin) => {
    await settled(app);
    return app.inject({ method: 'GET', url, headers });
  };
  const page = async (url: string, headers = admin) => (await get(url, headers)).json<Page>();

  it('records sign-ins, failed ones with their reason, passwords masked', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'worker', password: 'not-the-password-42' },
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/120.0 Safari/537.36' },
    });
    expect(wrong.statusCode).toBe(400);
    await signIn(app, 'worker');
    const rows = (await page('/api/logs?username=worker&blurry=用户登录&sort=id,asc')).content;
    expect(rows.map((r) => [r.description, r.method, r.path, r.status])).toEqual([
      ['用户登录', 'POST', '/auth/login', 400],
      ['用户登录', 'POST', '/auth/login', 200],
    ]);
    expect(rows[0]).toMatchObject({ message: '用户名或密码错误', browser: 'Chrome 120 · Windows' });
    expect(rows[0]!.requestId).toBe(wrong.headers['x-request-id']);
    for (const row of rows) {
      expect(row.params).toContain('"password":"******"');
      expect(row.params).not.toContain('not-the-password-42');
      expect(row.params).not.toContain('123456');
    }
  });

  it('records every write with who, what, where and how long; reads are not recorded', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/dict',
      headers: admin,
      payload: { name: 'audit_probe', description: '审计' },
    });
    expect(created.statusCode).toBe(201);
    await get('/api/dict?blurry=audit_probe');
    const rows = (await page('/api/logs?path=/api/dict&username=admin')).content;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      logType: 'INFO',
      username: 'admin',
      description: '新增字典',
      method: 'POST',
      status: 201,
      message: null,
      requestId: created.headers['x-request-id'],
    });
    expect(JSON.parse(rows[0]!.params!)).toEqual({ body: { name: 'audit_probe', description: '审计' } });
    expect(rows[0]!.time).toBeGreaterThanOrEqual(0);
  });

  it('cannot be silenced: a sign-in with a NUL byte is recorded, and so is every write after it', async () => {
    const poisoned = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'ad\u0000min', password: 'x', code: '', uuid: '' },
    });
    expect(poisoned.statusCode).toBe(400);
    const created = await app.inject({
      method: 'POST',
      url: '/api/dict',
      headers: admin,
      payload: { name: 'after_nul', description: '之后的写入' },
    });
    expect(created.statusCode).toBe(201);
    // Written before the answers left: no flush, no waiting.
    const rows = (await app.inject({ method: 'GET', url: '/api/logs?size=50&sort=id,desc', headers: admin }))
      .json<Page>()
      .content.filter((r) => [poisoned, created].some((res) => res.headers['x-request-id'] === r.requestId));
    expect(rows.map((r) => [r.description, r.status, r.username])).toEqual([
      ['新增字典', 201, 'admin'],
      ['用户登录', 400, 'ad\\u0000min'],
    ]);
  });

  it('records who exported which file with how many rows', async () => {
    const file = await app.inject({
      method: 'GET',
      url: '/api/users/download?blurry=worker',
      headers: admin,
    });
    expect(file.statusCode).toBe(200);
    const rows = (await page('/api/logs?method=GET&size=50')).content.filter(
      (r) => r.requestId === file.headers['x-request-id'],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      username: 'admin',
      method: 'GET',
      path: '/api/users/download',
      status: 200,
      message: '导出 1 条（用户数据.xlsx）',
    });
    expect(JSON.parse(rows[0]!.params!).query).toMatchObject({ blurry: 'worker' });
  });

  it('filters by status, method and time, and exports what it lists', async () => {
    const failed = await page('/api/logs?status=fail&size=50');
    expect(failed.content.length).toBeGreaterThan(0);
    expect(failed.content.every((r) => r.status >= 400)).toBe(true);
    expect((await page('/api/logs?status=ok&method=POST&size=50')).content.every((r) => r.status < 400)).toBe(
      true,
    );
    const future = encodeURIComponent('2999-01-01 00:00:00');
    expect((await page(`/api/logs?createTime=${future}&createTime=${future}`)).totalElements).toBe(0);
    const file = await get('/api/logs/download?status=fail');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect((await get('/api/logs?status=7')).statusCode).toBe(400);
  });

  it("shows a user their own operations and nobody else's", async () => {
    const worker = bearer(await signIn(app, 'worker'));
    const edited = await app.inject({
      method: 'PUT',
      url: '/auth/edit',
      headers: worker,
      payload: { nickName: '李明' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const mine = (await page('/api/logs/user?size=50', worker)).content;
    expect(mine.map((r) => r.description)).toEqual(expect.arrayContaining(['修改个人资料', '用户登录']));
    expect(mine.every((r) => r.username === 'worker')).toBe(true);
  });
});

describe('server failures', async () => {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: { captchaEnabled: false, dataDir: await createTestDataDir(), redisUrl: undefined },
    database,
    webRoot: null,
  });
  // Test-only routes, declared like contract endpoints so the deny-by-default hook lets them in.
  app.post(
    '/api/boom',
    { config: { endpoint: { ...healthz, method: 'POST', path: '/api/boom', summary: '爆炸' } } },
    () => {
      throw new Error('disk on fire at step 3');
    },
  );
  await app.ready();
  afterAll(() => app.close());
  const admin = bearer(await signIn(app, 'admin'));

  it('keep the stack in 异常日志, linked to the operation by the request id', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/boom', payload: { password: 'p4ss' } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('disk on fire');
    await settled(app);
    const errors = (
      await app.inject({ method: 'GET', url: '/api/logs/error?blurry=爆炸', headers: admin })
    ).json<Page>();
    expect(errors.content).toHaveLength(1);
    const [error] = errors.content;
    expect(error).toMatchObject({ logType: 'ERROR', status: 500, message: 'disk on fire at step 3' });
    expect(error!.requestId).toBe(res.headers['x-request-id']);
    expect(error!.params).not.toContain('p4ss');
    const stack = await app.inject({ method: 'GET', url: `/api/logs/error/${error!.id}`, headers: admin });
    expect(stack.json<{ exception: string }>().exception).toMatch(/Error: disk on fire at step 3\n\s+at /);

    const operation = (
      await app.inject({ method: 'GET', url: '/api/logs?blurry=爆炸', headers: admin })
    ).json<Page>();
    expect(operation.content.map((r) => [r.requestId, r.status, r.message])).toEqual([
      [error!.requestId, 500, '服务器内部错误'],
    ]);
    const notAnError = await app.inject({
      method: 'GET',
      url: `/api/logs/error/${operation.content[0]!.id}`,
      headers: admin,
    });
    expect(notAnError.statusCode).toBe(404);
  });
});

describe('the audit writer', () => {
  const row = (n: number): LogRow => ({
    logType: 'INFO',
    description: `op ${n}`,
    method: 'POST',
    path: '/x',
    time: 1,
    status: 200,
    requestId: `r${n}`,
  });

  /** A stand-in for drizzle's insert that refuses what `refuse` says, as PostgreSQL would. */
  function fakeDb(refuse: (rows: LogRow[]) => Error | null) {
    const written: LogRow[] = [];
    let inserts = 0;
    const db = {
      insert: () => ({
        values: async (rows: LogRow[]) => {
          inserts += 1;
          const err = refuse(rows);
          if (err) throw err;
          written.push(...rows);
        },
      }),
    } as unknown as Db;
    return { db, written, inserts: () => inserts };
  }
  const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });
  const away = () => new Error('Connection terminated unexpectedly');
  const ids = (rows: LogRow[]) => rows.map((r) => r.requestId);

  it('keeps rows while the database is away and writes them, in order, when it is back', async () => {
    let up = false;
    const { db, written } = fakeDb(() => (up ? null : away()));
    const log = { error: vi.fn() };
    const writer = createAuditWriter(db, log as never, { flushEveryMs: 60_000, batchSize: 2 });
    await writer.write(row(1));
    writer.push(row(2));
    await writer.flush();
    expect(written).toEqual([]);
    expect(log.error).toHaveBeenCalledWith({ queued: 2 }, 'audit log write failed: database unavailable');
    up = true;
    writer.push(row(3));
    await writer.close();
    expect(ids(written)).toEqual(['r1', 'r2', 'r3']);
    expect(writer.counts).toEqual({ reduced: 0, dropped: 0 });
  });

  it('splits a batch PostgreSQL refuses: the good rows are written, the bad one reduced, nothing retried', async () => {
    // What PostgreSQL says of a row it cannot store; the reduced form is printable ASCII.
    const poisoned = (rows: LogRow[]) => rows.some((r) => r.username?.includes('毒'));
    const { db, written, inserts } = fakeDb((rows) =>
      poisoned(rows) ? pgError('22P05', 'untranslatable character') : null,
    );
    const log = { error: vi.fn() };
    const writer = createAuditWriter(db, log as never, { flushEveryMs: 60_000, batchSize: 10 });
    writer.push(row(1));
    writer.push({ ...row(2), username: '毒' });
    writer.push(row(3));
    await writer.flush();
    expect(ids(written)).toEqual(['r1', 'r2', 'r3']);
    expect(written[1]).toMatchObject({
      username: '?',
      description: 'op 2',
      status: 200,
      params: null,
      message: '日志内容无法保存，已简化记录（详见服务器日志）',
    });
    expect(writer.counts).toEqual({ reduced: 1, dropped: 0 });
    // One batch, then three rows alone and the reduced one: never the same failure again.
    expect(inserts()).toBe(5);
    await writer.flush();
    expect(inserts()).toBe(5);
  });

  it('counts and drops a row refused even in reduced form, and carries on with the next', async () => {
    const { db, written } = fakeDb((rows) =>
      rows.some((r) => r.requestId === 'r2') ? pgError('23514', 'check violation') : null,
    );
    const log = { error: vi.fn() };
    const writer = createAuditWriter(db, log as never, { flushEveryMs: 60_000 });
    await writer.write(row(1));
    await writer.write(row(2));
    await writer.write(row(3));
    expect(ids(written)).toEqual(['r1', 'r3']);
    expect(writer.counts).toEqual({ reduced: 0, dropped: 1 });
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ dropped: 1 }), 'audit log row dropped');
  });

  it('makes every text storable: control characters escaped, lone surrogates replaced, lengths kept', () => {
    const stored = storableRow({
      ...row(1),
      username: `ad\u0000min\u001b[31m${'x'.repeat(80)}`,
      message: 'bad \ud800 half',
      exceptionDetail: 'line 1\nline 2\ttab',
    });
    expect(stored.username).toBe(`ad\\u0000min\\u001b[31m${'x'.repeat(80)}`.slice(0, 64));
    expect(stored.message).toBe('bad \ufffd half');
    expect(stored.exceptionDetail).toBe('line 1\nline 2\ttab');
    expect(storableText('😀'.repeat(3), 5)).toBe('😀😀\ufffd');
  });

  it('masks secrets by name and by the contract, at any depth, and cuts long parameters', () => {
    const text = maskParams(
      { page: '0', token: 't' },
      { user: { oldPass: 'a', newPass: 'b', appSecret: 'c', code: '12', idCard: '110' }, name: 'x' },
      ['idCard'],
    );
    expect(JSON.parse(text!)).toEqual({
      query: { page: '0', token: '******' },
      body: {
        user: { oldPass: '******', newPass: '******', appSecret: '******', code: '******', idCard: '******' },
        name: 'x',
      },
    });
    expect(maskParams({}, { text: 'x'.repeat(5_000) })!.length).toBeLessThanOrEqual(2_001);
    expect(maskParams({}, undefined)).toBeNull();
  });
});
