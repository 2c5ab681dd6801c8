import type { Readable } from 'node:stream';

import type { FastifyReply } from 'fastify';

import { contentDisposition } from '../../lib/content-disposition.js';
import type { StoredRow } from './stored-file.service.js';

/** Nothing in a served file may run or load anything, even if a browser renders it as a page. */
export const FILE_CSP = "default-src 'none'; sandbox";

/** The uploaded name, or a generic one when it is not printable ASCII (the `filename` fallback). */
const asciiName = (fileName: string, suffix: string) =>
  /^[\x20-\x7e]+$/.test(fileName) ? fileName : `file.${suffix}`;

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
      contentDisposition(image ? 'inline' : 'attachment', row.realName, asciiName(row.realName, row.suffix)),
    )
    .header('cache-control', image ? 'public, max-age=31536000, immutable' : 'private, no-cache')
    .send(bytes);
}
