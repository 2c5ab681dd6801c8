import net from 'node:net';

import { beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../testing/build-test-app.js';
import { CLIENT_ERROR_MESSAGES } from './errors.js';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (app.inject never goes through
 * it): they used to answer in Fastify's own JSON, `{ error, message, statusCode }` in English.
 */
describe('requests the HTTP parser refuses', async () => {
  const { app } = await buildTestApp({ seed: false });
  let base = '';
  beforeAll(async () => {
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });

  it('a query string over 16 KB answers 431 in the platform shape, in Chinese', async () => {
    const res = await fetch(`${base}/api/portal/news?title=${'x'.repeat(17 * 1024)}`);
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({
      status: 431,
      message: CLIENT_ERROR_MESSAGES[431],
      timestamp: expect.any(Number),
    });
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a request that is not HTTP answers 400 in the platform shape', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
      socket.write('NOT HTTP AT ALL\r\n\r\n');
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body)).toEqual({
      status: 400,
      message: CLIENT_ERROR_MESSAGES[400],
      timestamp: expect.any(Number),
    });
    const length = /content-length: (\d+)/i.exec(answer)?.[1];
    expect(Number(length)).toBe(Buffer.byteLength(body));
  });
});
