import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { signRequest } from '../../../../tools/open-api-client.mjs';
import { JSON_TOO_DEEP, MAX_JSON_DEPTH } from '../lib/json-body.js';
import { sysLog } from '../modules/logs/log.table.js';
import { bearer, signIn } from '../testing/auth-helpers.js';
import { buildTestApp } from '../testing/build-test-app.js';
import { demoVendorKeys, injectSigned } from '../testing/train-fixtures.js';

/** The body of issue 43 §3: about 10 KB, nested 5,000 levels deep. */
const DEEP = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
const json = { 'content-type': 'application/json' };

// The control-character walk and the audit masking recursed once per level: the stack ran out, so
// every JSON endpoint, anonymous ones included, answered 500 and left no log row.
describe('a JSON body nested 5,000 levels deep', async () => {
  const { app, db } = await buildTestApp();
  const admin = bearer(await signIn(app, 'admin'));

  const targets = [
    { name: 'POST auth/login', url: '/auth/login', headers: json },
    { name: 'POST auth/register', url: '/auth/register', headers: json },
    { name: 'POST api/device-agent/enrol', url: '/api/device-agent/enrol', headers: json },
    { name: 'POST api/dict (signed in)', url: '/api/dict', headers: { ...json, ...admin } },
  ];

  it.each(targets)('$name answers 400 in the platform shape', async ({ url, headers }) => {
    const res = await app.inject({ method: 'POST', url, headers, payload: DEEP });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: JSON_TOO_DEEP, timestamp: expect.any(Number) });
  });

  it('the open API, which parses its signed raw body itself, answers the same', async () => {
    const vendor = await demoVendorKeys(app, await signIn(app, 'enterprise'));
    const res = await injectSigned(app, signRequest({ ...vendor, payload: DEEP }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(JSON_TOO_DEEP);
  });

  it('the same inside an object, strings with brackets not counted', async () => {
    const inObject = `{"username":${DEEP},"password":"x"}`;
    const res = await app.inject({ method: 'POST', url: '/auth/login', headers: json, payload: inObject });
    expect(res.json().message).toBe(JSON_TOO_DEEP);
    const brackets = JSON.stringify({ username: '['.repeat(MAX_JSON_DEPTH * 2), password: 'x' });
    const plain = await app.inject({ method: 'POST', url: '/auth/login', headers: json, payload: brackets });
    expect(plain.json().message).not.toBe(JSON_TOO_DEEP);
  });

  it('a body exactly at the limit still parses; one level more does not', async () => {
    const nest = (levels: number) => `${'['.repeat(levels - 1)}{"name":"x"}${']'.repeat(levels - 1)}`;
    const at = await app.inject({
      method: 'POST',
      url: '/api/dict',
      headers: { ...json, ...admin },
      payload: nest(MAX_JSON_DEPTH),
    });
    expect(at.statusCode).toBe(400);
    expect(at.json().message).not.toBe(JSON_TOO_DEEP);
    const over = await app.inject({
      method: 'POST',
      url: '/api/dict',
      headers: { ...json, ...admin },
      payload: nest(MAX_JSON_DEPTH + 1),
    });
    expect(over.json().message).toBe(JSON_TOO_DEEP);
  });

  it('leaves the sign-in attempt in 操作日志', async () => {
    const res = await app.inject({ method: 'POST', url: '/auth/login', headers: json, payload: DEEP });
    await new Promise((resolve) => setImmediate(resolve));
    await app.audit.flush();
    const id = String(res.headers['x-request-id']);
    const rows = await db
      .select({ status: sysLog.status, message: sysLog.message })
      .from(sysLog)
      .where(and(eq(sysLog.requestId, id), eq(sysLog.path, '/auth/login')));
    expect(rows).toEqual([{ status: 400, message: JSON_TOO_DEEP }]);
  });

  it('still refuses __proto__ and constructor.prototype keys', async () => {
    for (const payload of ['{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}']) {
      const res = await app.inject({ method: 'POST', url: '/auth/login', headers: json, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('请求体不是合法的 JSON');
    }
  });
});
