import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The OpenAPI document as it is sent: made once, in each encoding, with its validator. */
export interface PreparedDocument {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Serialises and compresses the document once (it is over 1 MB of JSON and never changes while
 * the process runs), off the event loop: zlib's asynchronous calls run on the thread pool.
 */
export async function prepareDocument(document: unknown): Promise<PreparedDocument> {
  const identity = Buffer.from(JSON.stringify(document));
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzipped(identity, { level: 9 }),
  ]);
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { etag, identity, br, gzip: gz };
}

/** 304 when the client holds this version; else the smallest encoding it accepts. */
export function sendDocument(request: FastifyRequest, reply: FastifyReply, prepared: PreparedDocument) {
  reply
    .header('etag', prepared.etag)
    // Checked with the server on every use: the next deployment may change it.
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('application/json; charset=utf-8');
  if (request.headers['if-none-match'] === prepared.etag) return reply.code(304).send();
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']) as
    'br' | 'gzip' | undefined;
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(prepared[encoding ?? 'identity']);
}
