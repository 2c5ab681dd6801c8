import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';

import { activeQuickRange, monthsRange, parseStatsRange, quickRange, toStatsSearch } from './stats-range';

const NOW = dayjs('2026-11-25T10:30:00');

describe('the period of 统计分析 in the URL', () => {
  it('reads from/to in ms, and falls back to the default for a broken or reversed period', () => {
    expect(parseStatsRange(new URLSearchParams('from=1000&to=2000'))).toEqual({ from: 1000, to: 2000 });
    expect(parseStatsRange(new URLSearchParams(''))).toEqual({});
    expect(parseStatsRange(new URLSearchParams('from=abc&to=2000'))).toEqual({});
    expect(parseStatsRange(new URLSearchParams('from=3000&to=2000'))).toEqual({});
    // Longer than the contract's three years.
    const fourYears = 4 * 366 * 86_400_000;
    expect(parseStatsRange(new URLSearchParams(`from=0&to=${fourYears}`))).toEqual({});
  });

  it('writes a period back as strings, and the default as no query at all', () => {
    expect(toStatsSearch({ from: 1000, to: 2000 })).toEqual({ from: '1000', to: '2000' });
    expect(toStatsSearch({})).toEqual({});
  });

  it('takes whole months, ending today when the last month is this one', () => {
    expect(monthsRange(dayjs('2026-01-15'), dayjs('2026-03-02'), NOW)).toEqual({
      from: dayjs('2026-01-01T00:00:00').valueOf(),
      to: dayjs('2026-03-31T23:59:59.999').valueOf(),
    });
    expect(monthsRange(dayjs('2026-09-01'), dayjs('2026-11-01'), NOW)).toEqual({
      from: dayjs('2026-09-01T00:00:00').valueOf(),
      to: dayjs('2026-11-25T23:59:59.999').valueOf(),
    });
  });

  it('names 近3个月 as this month and the two before, and recognises it (or the default) again', () => {
    const three = quickRange(3, NOW);
    expect(three).toEqual({
      from: dayjs('2026-09-01T00:00:00').valueOf(),
      to: dayjs('2026-11-25T23:59:59.999').valueOf(),
    });
    expect(quickRange(12, NOW).from).toBe(dayjs('2025-12-01T00:00:00').valueOf());
    expect(activeQuickRange(three, NOW)).toBe(3);
    expect(activeQuickRange(quickRange(6, NOW), NOW)).toBe(6);
    expect(activeQuickRange({}, NOW)).toBe(12);
    expect(activeQuickRange({ from: three.from, to: three.to - 1 }, NOW)).toBeUndefined();
  });
});
