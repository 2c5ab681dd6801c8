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

const recentHashes = new Map<string, string>();
const RECENT_HASHES_MAX = 10_000;

/**
 * The hash of a presented token. A client sends the same token with every request, so recent
 * ones are remembered (a pure function's results, bounded) instead of hashed again each time.
 */
export function hashPresentedToken(token: string): string {
  let tokenHash = recentHashes.get(token);
  if (tokenHash === undefined) {
    if (recentHashes.size >= RECENT_HASHES_MAX) recentHashes.clear();
    tokenHash = hashToken(token);
    recentHashes.set(token, tokenHash);
  }
  return tokenHash;
}

/** The token of an `Authorization: Bearer <token>` header; never read from the query string. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header?.trim() ?? '');
  return match?.[1];
}
