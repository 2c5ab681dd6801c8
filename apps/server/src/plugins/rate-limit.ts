import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preParsingAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

import { HttpError } from '../lib/http-error.js';
import { createAppCallLimits } from './app-call-limits.js';

export interface RateLimitOptions {
  /** Anonymous API calls per client IP and minute; 0: no general limit. */
  anonymousPerMinute: number;
  /** Uploads (contract endpoints marked `upload`) per signed-in account and minute, all together. */
  uploadsPerMinute: number;
  /** Counters in Redis, so that every instance counts together; in memory otherwise. */
  redisUrl: string | undefined;
}

const UNLIMITED = Number.MAX_SAFE_INTEGER;

/**
 * Limits per client IP (`request.ip`, which honours TRUST_PROXY). Endpoints that cost something
 * to anonymous callers carry their own limit in the contract (`rateLimit`), which lib/route.ts
 * puts in the route's config; other anonymous API calls share a generous general limit. Signed-in
 * calls and the SPA's files are not limited. Counting runs in preParsing, after the auth hook has
 * identified the caller and before any body is read. The open API counts in its own routes
 * (app-call-limits.ts): per application only once the signature holds, failures per address.
 * Uploads are the exception among signed-in calls: each stores up to megabytes, so every upload
 * endpoint counts against one limit per account.
 */
async function rateLimitPlugin(app: FastifyInstance, opts: RateLimitOptions) {
  const redis = opts.redisUrl
    ? new Redis(opts.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : undefined;
  redis?.on('error', (err) => app.log.warn({ err: err.message }, 'rate-limit redis error'));

  const exempt = (request: FastifyRequest) =>
    request.principal !== null ||
    request.routeOptions.config.endpoint === undefined ||
    request.routeOptions.config.endpoint.access === 'app';

  await app.register(rateLimit, {
    global: true,
    hook: 'preParsing',
    max: opts.anonymousPerMinute > 0 ? opts.anonymousPerMinute : UNLIMITED,
    timeWindow: 60_000,
    allowList: exempt,
    keyGenerator: (request) => request.ip,
    ...(redis ? { redis, nameSpace: 'coalsim-rl:', skipOnError: true } : {}),
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `请求过于频繁，请在 ${Math.max(1, Math.ceil(context.ttl / 1000))} 秒后重试`),
  });
  // One limiter (one store) for every upload route, so the limit is per account, not per route.
  const uploadLimit = app.rateLimit({
    max: opts.uploadsPerMinute,
    timeWindow: 60_000,
    allowList: (request) => request.principal === null,
    keyGenerator: (request) => `upload:${request.principal?.id ?? request.ip}`,
  });
  app.addHook('onRoute', (route) => {
    if (!route.config?.endpoint?.upload) return;
    const own = route.preParsing;
    route.preParsing = [...(own ? [own].flat() : []), uploadLimit as preParsingAsyncHookHandler];
  });
  // Failed open-API calls are held to the anonymous limit of their address.
  app.decorate('appCallLimits', createAppCallLimits(app, opts.anonymousPerMinute));
  app.addHook('onClose', async () => {
    await redis?.quit().catch(() => undefined);
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['auth'] });
