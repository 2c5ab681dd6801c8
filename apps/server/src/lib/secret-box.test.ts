import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { createSecretBox } from './secret-box.js';

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, and seals the same text differently each time', () => {
    const a = box.seal('app-secret-ü');
    const b = box.seal('app-secret-ü');
    expect(a).not.toBe(b);
    expect(a).not.toContain('app-secret');
    expect(box.open(a)).toBe('app-secret-ü');
    expect(box.open(b)).toBe('app-secret-ü');
  });

  it('refuses text sealed under another server key', () => {
    const other = createSecretBox(randomBytes(32));
    expect(() => other.open(box.seal('secret'))).toThrow();
  });

  it('refuses tampered, truncated and malformed text', () => {
    const sealed = box.seal('secret');
    const [version, iv, tag, body] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => box.open([version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    const shortTag = Buffer.from(tag, 'base64url').subarray(0, 4).toString('base64url');
    expect(() => box.open([version, iv, shortTag, body].join('.'))).toThrow();
    expect(() => box.open(`v2.${iv}.${tag}.${body}`)).toThrow();
    expect(() => box.open('not sealed')).toThrow();
  });

  it('derives its key from the server key (the same server key opens it again)', () => {
    const serverKey = randomBytes(32);
    expect(createSecretBox(serverKey).open(createSecretBox(serverKey).seal('kept'))).toBe('kept');
  });
});
