import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** hex(sha256(bytes)): the body's digest inside the signed text. */
export const sha256Hex = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** What the software signs: `METHOD\nPATH\nTIMESTAMP\nNONCE\nhex(sha256(body))` (DESIGN §11). */
export function canonicalRequest(
  method: string,
  path: string,
  timestamp: string,
  nonce: string,
  body: Buffer,
) {
  return `${method.toUpperCase()}\n${path}\n${timestamp}\n${nonce}\n${sha256Hex(body)}`;
}

export const hmacHex = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

/** Compares two hex strings in constant time (case-insensitive); false on any length mismatch. */
export function sameHex(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase(), 'utf8');
  const b = Buffer.from(expected.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
