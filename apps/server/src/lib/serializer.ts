import fastJson from 'fast-json-stringify';
import type { FastifyReply } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Cache } from './cache.js';

type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];

/**
 * Responses are written by fast-json-stringify from the JSON Schema of the contract's zod schema
 * instead of being parsed by zod and then stringified: several times faster on the endpoints
 * every page reads, and just as safe about leaks, since only the fields the contract declares
 * are ever written (a column added to a query cannot slip out). A schema that JSON Schema cannot
 * express keeps the zod serializer.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const zodRoute = route as RouteSchema;
  const { schema } = zodRoute;
  if (schema instanceof z.ZodType) {
    try {
      return fastJson(
        z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }) as object,
      );
    } catch {
      // fall through: zod validates and stringifies this one
    }
  }
  return zodSerializerCompiler(zodRoute);
};

/**
 * The writer a route with this success schema uses, for responses kept in memory: a body read on
 * every page and changed rarely is written once, as UTF-8 bytes, and sent as it is. Bytes rather
 * than text: the cached bodies hold Chinese, and Node sends such a string by measuring its UTF-8
 * length, joining it to the headers and encoding the whole to UTF-8 again, on every request.
 */
export function jsonWriter<T>(schema: z.ZodType<T>): (value: T) => Buffer {
  const write = serializerCompiler({ schema, method: 'GET', url: '', httpStatus: '200' } as RouteSchema);
  return (value) => Buffer.from(write(value) as string);
}

/** Sends a body from a `jsonWriter` as it is. */
export function sendWritten(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * Sends the written JSON cached under `key`, loading it on a miss. A hit, nearly every read, is
 * sent within this call, without a promise: the route's handler stays synchronous.
 */
export function sendCached<K>(
  reply: FastifyReply,
  cache: Cache<K, Buffer>,
  key: K,
  load: () => Promise<Buffer>,
): void | Promise<void> {
  const cached = cache.peek(key);
  if (cached) {
    sendWritten(reply, cached);
    return;
  }
  return cache.get(key, load).then((json) => {
    sendWritten(reply, json);
  });
}
