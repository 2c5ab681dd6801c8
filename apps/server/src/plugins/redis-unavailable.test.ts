import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../testing/build-test-app.js';
import { SESSIONS_UNAVAILABLE } from './errors.js';

/** Sessions in a Redis that does not answer (stopped, or REDIS_URL pointing nowhere). */
describe('Redis unreachable', async () => {
  // Port 1 on loopback: nothing listens there, every connect is refused.
  const { app } = await buildTestApp({ redis: { prefix: 'coalsim-test-down:', url: 'redis://127.0.0.1:1' } });

  it('a sign-in answers 503 saying the session store is down, not 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'admin', password: '123456' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 503, message: SESSIONS_UNAVAILABLE });
  });

  it('a signed-in request answers 503 too, and a public page still works', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/auth/info',
      headers: { authorization: 'Bearer x'.padEnd(40, 'x') },
    });
    expect(res.statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/api/portal/news?page=0&size=5' })).statusCode).toBe(200);
  });
});
