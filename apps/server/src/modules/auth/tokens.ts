import { hash, randomBytes } from 'node:crypto';

export const SESSION_TTL_MS = 4 * 60 * 60 * 1000;
/** A session used in its last 30 minutes gets a fresh 4 hours. */
export const RENEW_WITHIN_MS = 30 * 60 * 1000;

/** 256 random bits; only their SHA-256 is stored, so a database leak yields no usable token. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/** Runs on every signed-in request: the one-shot `hash` is about twice as fast as `createHash`. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** The token of an `Authorization: Bearer <token>` header; never read from the query string. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header?.trim() ?? '');
  return match?.[1];
}
