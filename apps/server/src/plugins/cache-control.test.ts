import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../testing/auth-helpers.js';
import { buildTestApp } from '../testing/build-test-app.js';

/**
 * Issue 43 §6: an answer to a signed-in request holds that account's data, and without
 * `Cache-Control: no-store` a browser or a proxy in between could keep it and show it again
 * (a shared computer, the back button after signing out). Anonymous answers keep their caching.
 */
describe('Cache-Control of signed-in answers', async () => {
  const { app } = await buildTestApp();
  const admin = bearer(await signIn(app, 'admin'));
  const worker = bearer(await signIn(app, 'worker'));
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it.each([
    ['the profile (written JSON from a cache)', '/auth/info'],
    ['a list', '/api/dictDetail?dictName=user_status&page=0&size=10'],
    ['a public endpoint read with a session', '/api/portal/news?page=0&size=5'],
    ['a public endpoint that caches for visitors', '/api/portal/site'],
  ])('%s answers no-store', async (_what, url) => {
    const res = await get(url, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the sign-in, which answers with the session, carries it too', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'admin', password: '123456' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('errors answered to a session carry it too', async () => {
    const refused = await get('/api/users?page=0&size=10', worker);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe('no-store');
    const invalid = await get('/api/dictDetail?page=abc', admin);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['cache-control']).toBe('no-store');
  });

  it('a file read with a session keeps the caching its route chose', async () => {
    const res = await get('/file/demo/electromechanical-1.svg', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('anonymous answers keep their caching', async () => {
    expect((await get('/api/portal/site')).headers['cache-control']).toBe('public, max-age=300');
    expect((await get('/api/portal/news?page=0&size=5')).headers['cache-control']).toBeUndefined();
    // A token that names no session is no session.
    const stale = await get('/api/portal/site', { authorization: 'Bearer not-a-live-token' });
    expect(stale.headers['cache-control']).toBe('public, max-age=300');
  });
});
