import type { Endpoint } from '@coalsim/contract';
import type { FastifyInstance } from 'fastify';

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
  // The contract's own limit for this endpoint (plugins/rate-limit.ts); undefined: the general one
  // for anonymous callers; false: none, for endpoints that only signed-in callers reach (the auth
  // hook refuses anonymous ones first, and signed-in calls are never limited).
  const limit = endpoint.rateLimit;
  const anonymous = endpoint.access === 'public' || endpoint.access === 'app';
  const rateLimit =
    limit === false || (!limit && !anonymous)
      ? false
      : limit
        ? { max: limit.max, timeWindow: limit.perMs }
        : undefined;
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: { endpoint: endpoint as Endpoint, rateLimit },
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
