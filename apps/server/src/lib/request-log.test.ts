import type { IncomingMessage } from 'node:http';

import { type DestinationStream, type Logger, pino } from 'pino';
import { describe, expect, it } from 'vitest';

import { buildApp } from '../app.js';
import { createTestDatabase } from '../testing/build-test-app.js';
import { LOG_REDACT, batchedDestination, redactUrl, requestIdGenerator } from './request-log.js';

const asRequest = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

/** A destination that keeps what it is given: each write, and the lines parsed. */
function keeper() {
  const writes: string[] = [];
  const lines: Record<string, unknown>[] = [];
  const stream: DestinationStream = {
    write: (chunk: string) => {
      writes.push(chunk);
      for (const line of chunk.split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    },
  };
  return { writes, lines, stream };
}

/** A pino logger as the server makes it (lines batched per turn), writing into a keeper. */
function capture(level: string) {
  const kept = keeper();
  return { ...kept, logger: pino({ level }, batchedDestination(kept.stream)) };
}

/** Routes the tests add: public, as the SPA's files are (the app refuses undeclared routes). */
const open = { config: { staticAsset: true } };
const turn = () => new Promise((resolve) => setImmediate(resolve));
const appConfig = { captchaEnabled: false, dataDir: '/nonexistent', redisUrl: undefined };

async function appLoggingTo(logger: Logger) {
  return buildApp({ config: appConfig, database: await createTestDatabase(), webRoot: null, logger });
}

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

describe('redaction', () => {
  it('keeps the path and paging, and replaces every other value of the query', () => {
    expect(redactUrl('/api/dictDetail/3')).toBe('/api/dictDetail/3');
    expect(redactUrl('/api/users?')).toBe('/api/users?');
    expect(redactUrl('/api/users?&page=1&&q=x&')).toBe('/api/users?&page=1&&q=[redacted]&');
    expect(redactUrl('/api/users?page=2&size=10&sort=createTime%2Cdesc&blurry=13812345678')).toBe(
      '/api/users?page=2&size=10&sort=createTime%2Cdesc&blurry=[redacted]',
    );
    expect(redactUrl('/open/api/v2/data_upload?access_token=eyJ1.c2ln')).toBe(
      '/open/api/v2/data_upload?access_token=[redacted]',
    );
    // Paging keys with other shapes, keys that could be data themselves, keys without a value.
    expect(
      redactUrl(
        `/a?page=${encodeURIComponent('张三')}&sort=a%20b&13812345678=1&${encodeURIComponent('王')}&flag`,
      ),
    ).toBe('/a?page=[redacted]&sort=[redacted]&[redacted]&[redacted]&flag=[redacted]');
  });

  it('takes credentials and any URL’s query out of every line the app writes', () => {
    const { lines, stream } = keeper();
    const log = pino({ level: 'info' }, stream).child({}, { redact: LOG_REDACT });
    log.error(
      {
        request: { method: 'GET', url: '/api/users?blurry=张三&page=1' },
        req: { url: '/x?token=t1', headers: { authorization: 'Bearer abc', cookie: 'sid=s1', host: 'h' } },
        headers: { authorization: 'Basic xyz' },
        password: 'p4ss',
        access_token: 'tok',
      },
      'request failed',
    );
    expect(lines).toEqual([
      expect.objectContaining({
        request: { method: 'GET', url: '/api/users?blurry=[redacted]&page=1' },
        req: {
          url: '/x?token=[redacted]',
          headers: { authorization: '[redacted]', cookie: '[redacted]', host: 'h' },
        },
        headers: { authorization: '[redacted]' },
        password: '[redacted]',
        access_token: '[redacted]',
      }),
    ]);
  });
});

describe('access log', () => {
  it('writes one line per request through pino, in pino’s format, its query redacted', async () => {
    const { writes, lines, logger } = capture('info');
    const app = await appLoggingTo(logger);
    const searched = '/healthz?page=1&size=10&blurry=13812345678&name=' + encodeURIComponent('张三"\\');
    const [first, second] = await Promise.all([
      app.inject({ method: 'GET', url: '/healthz' }),
      app.inject({ method: 'GET', url: `${searched}&access_token=eyJ1.c2ln` }),
    ]);
    await turn();
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
      expect.objectContaining({
        reqId: second!.headers['x-request-id'],
        url: '/healthz?page=1&size=10&blurry=[redacted]&name=[redacted]&access_token=[redacted]',
        status: 200,
      }),
    ]);
    const written = writes.join('');
    for (const secret of ['13812345678', 'eyJ1', encodeURIComponent('张三')])
      expect(written).not.toContain(secret);
    // Both lines went to the destination in one write, after the turn.
    expect(writes.filter((w) => w.includes('"msg":"request"'))).toHaveLength(1);
    // The same bindings pino writes on its own lines.
    logger.info('own line');
    logger.flush();
    expect(lines.at(-1)).toMatchObject({
      msg: 'own line',
      pid: access[0]!.pid,
      hostname: access[0]!.hostname,
    });
    await app.close();
  });

  it('redacts the query on a failed request’s error line too', async () => {
    const { lines, logger } = capture('info');
    const app = await appLoggingTo(logger);
    app.get('/fails', open, () => {
      throw new Error('broken');
    });
    expect((await app.inject({ method: 'GET', url: '/fails?phone=13812345678&page=2' })).statusCode).toBe(
      500,
    );
    await turn();
    expect(lines.map((l) => [l.msg, l.url ?? (l.request as { url?: string } | undefined)?.url])).toEqual([
      ['request failed', '/fails?phone=[redacted]&page=2'],
      ['request', '/fails?phone=[redacted]&page=2'],
    ]);
    await app.close();
  });

  it('writes no access line at warn, and still the warnings of a request', async () => {
    const { lines, logger } = capture('warn');
    const app = await appLoggingTo(logger);
    app.get('/warns', open, (request) => {
      request.log.warn({ code: 'W1' }, 'careful');
      return { ok: true };
    });
    const res = await app.inject({ method: 'GET', url: '/warns?q=x' });
    expect(res.statusCode).toBe(200);
    await turn();
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, reqId: res.headers['x-request-id'], code: 'W1', msg: 'careful' }),
    ]);
    await app.close();
  });
});

describe('request.log', () => {
  it('is pino’s own child: every logger method works, with the request id bound', async () => {
    const { lines, logger } = capture('info');
    const app = await appLoggingTo(logger);
    const seen: Record<string, unknown> = {};
    app.get('/every-method', open, async (request) => {
      const log = request.log as unknown as Logger;
      seen.enabled = [log.isLevelEnabled('info'), log.isLevelEnabled('debug')];
      seen.bindings = log.bindings();
      seen.level = log.level;
      log.fatal('fatal');
      log.error({ code: 'E1' }, 'error');
      log.warn('warn');
      log.info('info');
      log.debug('debug, below the level');
      log.trace('trace, below the level');
      log.silent('silent');
      log.child({ part: 'import' }).info('from a child');
      log.setBindings({ userId: 7 });
      log.info('with a new binding');
      log.level = 'trace';
      log.trace('trace, now at the level');
      await new Promise<void>((resolve, reject) => log.flush((err) => (err ? reject(err) : resolve())));
      return { ok: true };
    });
    const res = await app.inject({ method: 'GET', url: '/every-method' });
    expect(res.statusCode).toBe(200);
    const reqId = res.headers['x-request-id'];
    expect(seen).toEqual({ enabled: [true, false], bindings: { reqId }, level: 'info' });
    await turn();
    expect(lines.map((l) => [l.level, l.msg, l.reqId])).toEqual([
      [60, 'fatal', reqId],
      [50, 'error', reqId],
      [40, 'warn', reqId],
      [30, 'info', reqId],
      [30, 'from a child', reqId],
      [30, 'with a new binding', reqId],
      [10, 'trace, now at the level', reqId],
      [30, 'request', reqId],
    ]);
    expect(lines[1]).toMatchObject({ code: 'E1' });
    expect(lines[4]).toMatchObject({ part: 'import' });
    expect(lines[5]).toMatchObject({ userId: 7 });
    // Only that request's logger changed level.
    expect(logger.level).toBe('info');
    await app.close();
  });

  it('keeps a route’s own log level and serializers, its access line included', async () => {
    const { lines, logger } = capture('info');
    const app = await appLoggingTo(logger);
    app.get('/chatty', { ...open, logLevel: 'debug' }, (request) => {
      request.log.debug('detail');
      return { ok: true };
    });
    app.get('/quiet', { ...open, logLevel: 'warn' }, (request) => {
      request.log.info('not written');
      return { ok: true };
    });
    const serializers = { user: (user: { name: string }) => user.name };
    app.get('/serialized', { ...open, logSerializers: serializers }, (request) => {
      request.log.info({ user: { name: 'admin', phone: '13812345678' } }, 'who');
      return { ok: true };
    });
    for (const url of ['/chatty', '/quiet', '/serialized']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    await turn();
    expect(lines.map((l) => [l.msg, l.url ?? l.user])).toEqual([
      ['detail', undefined],
      ['request', '/chatty'],
      ['who', 'admin'],
      ['request', '/serialized'],
    ]);
    await app.close();
  });
});

describe('batched destination', () => {
  it('hands over the lines of a turn as one write, after the turn or when flushed', async () => {
    const writes: string[] = [];
    const flushed: string[] = [];
    const out = batchedDestination({
      write: (chunk: string) => writes.push(chunk),
      flush: (cb) => {
        flushed.push('flush');
        cb?.();
      },
      flushSync: () => flushed.push('flushSync'),
    });
    out.write('a\n');
    out.write('b\n');
    expect(writes).toEqual([]);
    await turn();
    expect(writes).toEqual(['a\nb\n']);

    out.write('c\n');
    out.flushSync();
    expect(writes).toEqual(['a\nb\n', 'c\n']);
    out.write('d\n');
    const done = new Promise<void>((resolve) => out.flush(() => resolve()));
    expect(writes).toEqual(['a\nb\n', 'c\n', 'd\n']);
    await done;
    expect(flushed).toEqual(['flushSync', 'flush']);
    // Nothing left for the turn that was scheduled.
    await turn();
    expect(writes).toHaveLength(3);
  });
});
