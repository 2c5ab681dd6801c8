import { describe, expect, it } from 'vitest';

import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('goes home without a redirect', () => {
    expect(redirectTarget(new URLSearchParams())).toBe('/');
  });

  it('returns the redirect path and keeps the other query parameters', () => {
    expect(redirectTarget(new URLSearchParams('redirect=/center/info'))).toBe('/center/info');
    expect(redirectTarget(new URLSearchParams('redirect=/soft/detail&id=7'))).toBe('/soft/detail?id=7');
    expect(redirectTarget(new URLSearchParams('redirect=%2Fsoft%3Fq%3Dvr&page=2'))).toBe('/soft?q=vr&page=2');
  });

  it('refuses targets outside the app', () => {
    expect(redirectTarget(new URLSearchParams('redirect=https://evil.example'))).toBe('/');
    expect(redirectTarget(new URLSearchParams('redirect=//evil.example'))).toBe('/');
  });
});
