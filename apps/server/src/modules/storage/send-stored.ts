import type { Readable } from 'node:stream';

import type { FastifyReply } from 'fastify';

import type { StoredRow } from './stored-file.service.js';

/** Nothing in a served file may run or load anything, even if a browser renders it as a page. */
export const FILE_CSP = "default-src 'none'; sandbox";

/** RFC 5987 `ext-value`: percent-encoded UTF-8, with the characters that delimit it encoded too. */
const extValue = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * RFC 6266: the uploaded name in `filename*` (UTF-8), and a plain ASCII `filename` for clients
 * that know no better: the name itself when it is printable ASCII, else a generic one.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string, suffix: string): string {
  const ascii = /^[\x20-\x7e]+$/.test(fileName) ? fileName.replace(/["\\]/g, '_') : `file.${suffix}`;
  return `${type}; filename="${ascii}"; filename*=UTF-8''${extValue(fileName)}`;
}

/**
 * A stored file's bytes with its detected type. Images show inline and are cached for good (a
 * stored name never gets other bytes); everything else downloads under its uploaded name.
 */
export function sendStored(reply: FastifyReply, row: StoredRow, bytes: Readable) {
  const image = row.category === '图片';
  return reply
    .type(row.mimeType)
    .header('content-length', row.size)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_CSP)
    .header(
      'content-disposition',
      contentDisposition(image ? 'inline' : 'attachment', row.realName, row.suffix),
    )
    .header('cache-control', image ? 'public, max-age=31536000, immutable' : 'private, no-cache')
    .send(bytes);
}
