import { describe, expect, it } from 'vitest';

import { findControlChar } from './control-chars.js';

describe('findControlChar', () => {
  it('finds NUL and other C0 controls at any depth, keys included', () => {
    expect(findControlChar('a\u0000b')).toBe('_');
    expect(findControlChar({ user: { name: 'x\u0007' } })).toBe('user.name');
    expect(findControlChar({ list: ['ok', 'bad\u001b'] })).toBe('list.1');
    expect(findControlChar({ 'k\u0000': 1 })).toBe('k\u0000');
  });

  it('lets text through, tabs and line breaks included', () => {
    expect(findControlChar({ text: 'line 1\r\nline 2\tend', n: 1, b: null, list: ['中文'] })).toBeUndefined();
  });

  // Nested far past any stack: a recursive walk overflowed at a few thousand levels (issue 43 §3).
  it('walks input of any depth without recursing, in document order', () => {
    const deep = (levels: number, leaf: unknown) => {
      let value = leaf;
      for (let i = 0; i < levels; i++) value = { a: [value] };
      return value;
    };
    expect(findControlChar(deep(100_000, 'fine'))).toBeUndefined();
    const found = findControlChar(deep(100_000, 'x\u0000'));
    expect(found?.split('.')).toHaveLength(200_000);
    expect(found?.startsWith('a.0.a.0.')).toBe(true);
    // The first in document order: a key before its own value, an earlier value before a later key.
    expect(findControlChar({ a: { b: 'x\u0001' }, 'c\u0002': 'y' })).toBe('a.b');
    expect(findControlChar({ a: 'ok', 'c\u0002': 'x\u0001' })).toBe('c\u0002');
    expect(findControlChar([['ok'], ['x\u0003', 'y\u0004']], 'list')).toBe('list.1.0');
  });
});
