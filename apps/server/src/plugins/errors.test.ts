import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../testing/build-test-app.js';

// Found by the schema-driven fuzz (security/schema-fuzz.test.ts): the router answered these
// itself, in Fastify's shape `{ error, code, message, statusCode }`, past the error funnel.
describe('errors the router raises before any route', async () => {
  const { app } = await buildTestApp({ seed: false });

  it('a path parameter over the router’s length limit answers 414 in the one error shape', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/portal/news/${'x'.repeat(20_000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      status: 414,
      message: '路径参数过长，请检查链接是否完整正确',
      timestamp: expect.any(Number),
    });
  });

  it('a path parameter that is not valid percent-encoding answers 400 in the one error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/portal/news/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      message: '请求地址不正确，请检查链接是否完整正确',
      timestamp: expect.any(Number),
    });
  });
});
