import { describe, expect, it } from 'vitest';

import { readId } from './read-id';

describe('readId', () => {
  it('accepts a positive integer id and nothing else', () => {
    expect(readId(new URLSearchParams('id=12'))).toBe(12);
    for (const bad of ['', 'id=', 'id=0', 'id=-1', 'id=1.5', 'id=abc', 'id=1e3', `id=${'9'.repeat(17)}`]) {
      expect(readId(new URLSearchParams(bad))).toBeNull();
    }
  });
});
