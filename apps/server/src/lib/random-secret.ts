import { randomBytes } from 'node:crypto';

/**
 * 32 random bytes as base64url: a secret handed to outside software once. It never starts with
 * `-`, because it is pasted into command lines (`npm run simulator -- --secret …`), where a
 * leading dash reads as an option — one secret in 64 would otherwise not work there. Redrawing
 * instead of changing the first character keeps every secret uniformly random over the rest.
 */
export function randomSecret(): string {
  for (;;) {
    const secret = randomBytes(32).toString('base64url');
    if (!secret.startsWith('-')) return secret;
  }
}
