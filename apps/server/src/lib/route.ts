import type { Endpoint } from '@coalsim/contract';
import type { FastifyInstance } from 'fastify';

/**
 * The route's rate limit (plugins/rate-limit.ts): the contract's own for this endpoint; else the
 * general one (undefined) for endpoints anonymous callers reach (device agents included: a room of
 * them behind one address stays far below it, a secret-guessing loop does not); else none
 * (false): the auth hook refuses anonymous callers before the limiter runs, and signed-in calls
 * are never limited.
 */
function rateLimitOf(endpoint: Endpoint) {
  const limit = endpoint.rateLimit;
  if (limit) return { max: limit.max, timeWindow: limit.perMs };
  if (limit === false) return false;
  return endpoint.access === 'public' || endpoint.access === 'app' || endpoint.access === 'device'
    ? undefined
    : false;
}

/**
 * Fastify route options from a contract endpoint: path, method and zod schemas (the response
 * schemas also filter what is sent). The endpoint rides along in `config` for the auth hook
 * and for the route-inventory test.
 */
export function fromContract<E extends Endpoint>(endpoint: E) {
  // Only the parts the endpoint has: Fastify warns about schema keys that are present but empty.
  const schema = Object.fromEntries(
    Object.entries({
      params: endpoint.params,
      querystring: endpoint.query,
      body: endpoint.body,
      response: endpoint.responses,
    }).filter(([, part]) => part !== undefined),
  ) as { params: E['params']; querystring: E['query']; body: E['body']; response: E['responses'] };
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: { endpoint: endpoint as Endpoint, rateLimit: rateLimitOf(endpoint) },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: Endpoint;
  }
}

/**
 * Marks every route registered on `instance` (an encapsulated context) as a file route: public,
 * outside the contract. The deny-by-default auth hook lets these through and nothing else.
 */
export function markRoutesAsFiles(instance: FastifyInstance): void {
  instance.addHook('onRoute', (route) => {
    route.config = { ...route.config, staticAsset: true };
  });
}
