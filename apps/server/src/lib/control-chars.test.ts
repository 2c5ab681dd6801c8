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
});
