import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { HttpError } from '../lib/http-error.js';

/**
 * The open API's limits (issue 30 §4). An app key is public, so nothing is counted on it until
 * the signature holds: a stranger cannot use up a vendor's quota. Calls that fail to prove
 * themselves count against their address instead, and an address over its limit is refused
 * before any lookup, so a flood of made-up keys costs neither the vendor nor the database.
 */
export interface AppCallLimits {
  /** Before anything is read: 429 when this address has failed too often this minute. */
  beforeProof(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** A call that did not prove its application (401) counts against its address. */
  failedProof(request: FastifyRequest): Promise<void>;
  /** A proven call counts against its application on this endpoint (the contract's `rateLimit`). */
  proven(request: FastifyRequest, reply: FastifyReply, appKey: string): Promise<void>;
}

/** Rate limits off (RATE_LIMITS=false, most tests): nothing is counted. */
export const NO_APP_CALL_LIMITS: AppCallLimits = {
  beforeProof: async () => undefined,
  failedProof: async () => undefined,
  proven: async () => undefined,
};

export const tooManyRequests = (ttlMs: number) =>
  new HttpError(429, `请求过于频繁，请在 ${Math.max(1, Math.ceil(ttlMs / 1000))} 秒后重试`);

const refuse = (reply: FastifyReply, ttlMs: number) => {
  void reply.header('retry-after', Math.max(1, Math.ceil(ttlMs / 1000)));
  return tooManyRequests(ttlMs);
};

/**
 * Needs @fastify/rate-limit registered on `app` (its store: memory, or Redis across instances). In
 * Redis the keys read `coalsim-rl:undefinedundefined-fail:<ip>` and `…-app:<path>:<app key>`: the
 * library names a createRateLimit store after a route it does not have.
 */
export function createAppCallLimits(app: FastifyInstance, failuresPerMinute: number): AppCallLimits {
  const provenKeys = new WeakMap<FastifyRequest, string>();
  const endpointLimit = (request: FastifyRequest) => {
    const limit = request.routeOptions.config.endpoint?.rateLimit;
    return limit ? limit : { max: Number.MAX_SAFE_INTEGER, perMs: 60_000 };
  };
  const failures = app.createRateLimit({
    max: failuresPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `fail:${request.ip}`,
    allowList: () => false,
  });
  const perApp = app.createRateLimit({
    max: (request) => endpointLimit(request).max,
    timeWindow: (request) => endpointLimit(request).perMs,
    keyGenerator: (request) => `app:${request.routeOptions.url ?? ''}:${provenKeys.get(request) ?? ''}`,
    allowList: () => false,
  });

  return {
    async beforeProof(request, reply) {
      if (failuresPerMinute <= 0) return;
      const state = await failures(request, { increment: false });
      if (!state.isAllowed && state.remaining === 0) throw refuse(reply, state.ttl);
    },
    async failedProof(request) {
      if (failuresPerMinute > 0) await failures(request);
    },
    async proven(request, reply, appKey) {
      provenKeys.set(request, appKey.slice(0, 64));
      const state = await perApp(request);
      if (!state.isAllowed && state.isExceeded) throw refuse(reply, state.ttl);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by plugins/rate-limit.ts; absent when rate limits are off. */
    appCallLimits?: AppCallLimits;
  }
}
