import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { clearSessionExpiredMark, markSessionExpired, sessionExpiredMarked } from './auth-token';

afterEach(() => vi.restoreAllMocks());

describe('the session-expired marker', () => {
  it('is cleared when present', () => {
    markSessionExpired();
    expect(sessionExpiredMarked()).toBe(true);
    clearSessionExpiredMark();
    expect(sessionExpiredMarked()).toBe(false);
    expect(Cookies.get('point')).toBeUndefined();
  });

  it('writes no cookie when there is none to clear', () => {
    const remove = vi.spyOn(Cookies, 'remove');
    clearSessionExpiredMark();
    expect(remove).not.toHaveBeenCalled();
  });
});
