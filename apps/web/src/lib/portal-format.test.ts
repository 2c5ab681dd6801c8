import { describe, expect, it } from 'vitest';

import { formatCount, formatDate, formatFigure } from './portal-format';

describe('portal formatting', () => {
  it('formats a publish time as a date, and nothing when missing', () => {
    expect(formatDate('2026-03-05T12:00:00.000Z')).toMatch(/^2026-03-0[56]$/);
    expect(formatDate(null)).toBe('');
    expect(formatDate('nonsense')).toBe('');
  });

  it('shortens large counts to 万', () => {
    expect(formatCount(9_999)).toBe('9999');
    expect(formatCount(12_345)).toBe('1.2万');
    expect(formatCount(20_000)).toBe('2万');
    expect(formatCount(345_678)).toBe('35万');
  });

  it('groups the digits of a figure by thousands, as toLocaleString("zh-CN") does', () => {
    for (const n of [0, 7, 999, 1_000, 24_680, 100_000, 1_234_567]) {
      expect(formatFigure(n)).toBe(n.toLocaleString('zh-CN'));
    }
    expect(formatFigure(1_234_567)).toBe('1,234,567');
  });
});
