import type { IncomingMessage } from 'node:http';

import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';

import { buildApp } from '../app.js';
import { createTestDatabase } from '../testing/build-test-app.js';
import { batchedWriter, lazyChildLoggerFactory, requestIdGenerator } from './request-log.js';

const asRequest = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

/** A pino logger whose destination keeps what it is given: each write, and the lines parsed. */
function capture(level: string) {
  const writes: string[] = [];
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level },
    {
      write: (chunk: string) => {
        writes.push(chunk);
        for (const line of chunk.split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      },
    },
  );
  return { writes, lines, logger };
}

const appConfig = { captchaEnabled: false, dataDir: '/nonexistent', redisUrl: undefined };

describe('request ids', () => {
  it('keeps a proxy’s id the logs can hold, and gives every other request a new one of its own', () => {
    const next = requestIdGenerator();
    expect(next(asRequest({ 'x-request-id': 'edge-7f3a:12.1' }))).toBe('edge-7f3a:12.1');

    const own = [
      next(asRequest({})),
      next(asRequest({ 'x-request-id': 'x'.repeat(65) })),
      next(asRequest({ 'x-request-id': 'two words' })),
      next(asRequest({})),
    ];
    expect(new Set(own).size).toBe(4);
    for (const id of own) expect(id).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    // One prefix per process, a different one for another process (generator).
    expect(new Set(own.map((id) => id.split('-')[0])).size).toBe(1);
    expect(requestIdGenerator()(asRequest({})).split('-')[0]).not.toBe(own[0]!.split('-')[0]);
  });
});

describe('request.log', () => {
  it('makes the pino child only when something logs through it, with the request id', () => {
    const { lines, logger } = capture('info');
    const child = vi.spyOn(logger, 'child');
    const log = lazyChildLoggerFactory.call({} as FastifyInstance, logger, { reqId: 'r-1' });

    expect(log.level).toBe('info');
    log.debug('below the level');
    expect(lines).toEqual([]);
    expect(child).toHaveBeenCalledTimes(1);

    log.error({ code: 'E1' }, 'failed');
    log.warn('again');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([
      expect.objectContaining({ reqId: 'r-1', code: 'E1', msg: 'failed', level: 50 }),
      expect.objectContaining({ reqId: 'r-1', msg: 'again', level: 40 }),
    ]);
  });

  it('is not made at all for a request that logs nothing', () => {
    const { logger } = capture('info');
    const child = vi.spyOn(logger, 'child');
    const log = lazyChildLoggerFactory.call({} as FastifyInstance, logger, { reqId: 'r-2' });
    expect(log.level).toBe('info');
    expect(child).not.toHaveBeenCalled();
  });
});

describe('access log', () => {
  it('writes no access line at warn, and still the warnings of a request', async () => {
    const { lines, logger } = capture('warn');
    const app = await buildApp({
      config: appConfig,
      database: await createTestDatabase(),
      webRoot: null,
      logger,
    });
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.filter((l) => l.msg === 'request')).toEqual([]);
    await app.close();
  });

  it('writes the lines of one turn of the event loop together, in pino’s format, any URL intact', async () => {
    const { writes, lines, logger } = capture('info');
    const app = await buildApp({
      config: appConfig,
      database: await createTestDatabase(),
      webRoot: null,
      logger,
    });
    const odd = '/healthz?q=%22%5C&name=' + encodeURIComponent('煤矿"\\') + '&raw="quote"\\back';
    const [first, second] = await Promise.all([
      app.inject({ method: 'GET', url: '/healthz' }),
      app.inject({ method: 'GET', url: odd }),
    ]);
    await new Promise((resolve) => setImmediate(resolve));
    const access = lines.filter((l) => l.msg === 'request');
    expect(access).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        pid: process.pid,
        hostname: expect.any(String),
        reqId: first!.headers['x-request-id'],
        method: 'GET',
        url: '/healthz',
        status: 200,
        ms: expect.any(Number),
        msg: 'request',
      },
      // The injector sends quotes encoded; the backslash arrives as it is, and is escaped in the line.
      expect.objectContaining({
        reqId: second!.headers['x-request-id'],
        url: odd.replaceAll('"', '%22'),
        status: 200,
      }),
    ]);
    // Both lines went to the destination in one write.
    expect(writes.filter((w) => w.includes('"msg":"request"'))).toHaveLength(1);
    // The same bindings pino writes on its own lines.
    logger.info('own line');
    expect(lines.at(-1)).toMatchObject({ pid: access[0]!.pid, hostname: access[0]!.hostname });

    await app.close();
  });

  it('hands over the lines of a turn as one write, after the turn or when flushed', async () => {
    const writes: string[] = [];
    const out = batchedWriter({ write: (chunk: string) => writes.push(chunk) });
    out.write('a\n');
    out.write('b\n');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['a\nb\n']);

    out.write('c\n');
    out.flush();
    expect(writes).toEqual(['a\nb\n', 'c\n']);
    await new Promise((resolve) => setImmediate(resolve));
    out.flush();
    expect(writes).toHaveLength(2);
  });
});
