import { describe, expect, it } from 'vitest';

import { checkPermission, PERMISSION_MISUSE } from './permission';

describe('checkPermission', () => {
  it('passes when any role is listed', () => {
    expect(checkPermission(['user:list', 'menu:add'], ['admin', 'menu:add'])).toBe(true);
    expect(checkPermission(['admin'], ['admin', 'user:edit'])).toBe(true);
  });

  it('fails when none is listed', () => {
    expect(checkPermission(['user:list'], ['admin', 'user:del'])).toBe(false);
    expect(checkPermission(['ROLE_SYSTEM_DEFAULT'], ['admin'])).toBe(false);
  });

  it('fails for an empty list, even for admin', () => {
    expect(checkPermission(['admin'], [])).toBe(false);
  });

  it.each([undefined, null, 'admin', { admin: true }, 1])('throws for %j instead of a list', (value) => {
    expect(() => checkPermission(['admin'], value)).toThrow(PERMISSION_MISUSE);
  });

  it('has the spec message', () => {
    expect(PERMISSION_MISUSE).toBe("need roles! Like value={['admin','editor']}");
  });
});
