import { describe, expect, it } from 'vitest';

import { displayName, greetingAt, initialOf } from './session-frame';

describe('session-frame: the texts a signed-in frame fills in', () => {
  it('greets by the part of the day', () => {
    expect([0, 5, 6, 11, 12, 17, 18, 23].map(greetingAt)).toEqual([
      '夜深了',
      '夜深了',
      '早上好',
      '早上好',
      '下午好',
      '下午好',
      '晚上好',
      '晚上好',
    ]);
  });

  it('names the account by its nickname, else its username; an avatar by its first letter', () => {
    expect(displayName({ nickName: '示例煤业集团', username: 'enterprise' })).toBe('示例煤业集团');
    expect(displayName({ nickName: '', username: 'enterprise' })).toBe('enterprise');
    expect(displayName(null)).toBe('');
    expect(initialOf('示例煤业集团')).toBe('示');
    expect(initialOf('')).toBe('用');
  });
});
