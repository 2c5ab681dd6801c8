import { describe, expect, it } from 'vitest';

import { randomSecret } from './random-secret.js';

describe('randomSecret', () => {
  it('is 43 base64url characters and never starts with a dash', () => {
    // 2,000 draws: without the redraw about 31 of them would start with '-'.
    const secrets = Array.from({ length: 2000 }, () => randomSecret());
    for (const secret of secrets) {
      expect(secret).toMatch(/^[A-Za-z0-9_][A-Za-z0-9_-]{42}$/);
    }
    expect(new Set(secrets).size).toBe(secrets.length);
  });
});
