import type { FastifyInstance, FastifyRequest } from 'fastify';

import { HttpError } from './http-error.js';

/** No request body of the contract comes near this; the deepest (open API steps) is four levels. */
export const MAX_JSON_DEPTH = 64;
export const JSON_TOO_DEEP = '请求内容嵌套过深，请减少层级后重试';

/**
 * Whether arrays and objects in JSON text nest deeper than `limit`, counted on the text itself
 * (brackets inside strings skipped), so a deep body is refused before anything is built from it:
 * every walk of a parsed body would otherwise go as deep as the body does.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  if (text.length <= limit) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** Throws 400 JSON_TOO_DEEP past MAX_JSON_DEPTH: for routes that parse raw bodies themselves. */
export function refuseDeepJson(text: string): void {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new HttpError(400, JSON_TOO_DEEP);
}

type JsonParser = (
  request: FastifyRequest,
  text: string,
  done: (error: Error | null, body?: unknown) => void,
) => void;

/**
 * The app's `application/json` parser: the depth check in front of Fastify's own parser with its
 * defaults, so a `__proto__` key or a `constructor.prototype` is still refused (secure-json-parse)
 * and its errors keep the codes plugins/errors.ts words.
 */
export function jsonBodyParser(app: FastifyInstance): JsonParser {
  const secureParse = app.getDefaultJsonParser('error', 'error') as JsonParser;
  return (request, text, done) => {
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(new HttpError(400, JSON_TOO_DEEP), undefined);
    secureParse(request, text, done);
  };
}
