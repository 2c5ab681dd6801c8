import { describe, expect, it } from 'vitest';

import { formatDay, hourSpan, parseWeek, placeInDay, weekDays } from './week';

const at = (d: number, h: number, m = 0) => new Date(2026, 4, d, h, m).getTime();

describe('the rooms’ week', () => {
  it('reads ?week= as the Monday of the week it names, and falls back to this week', () => {
    const today = new Date(2026, 4, 7, 15);
    expect(formatDay(parseWeek('2026-05-06', today))).toBe('2026-05-04');
    expect(formatDay(parseWeek('2026-05-10', today))).toBe('2026-05-04');
    for (const junk of [undefined, '', 'next', '2026-02-31', '2026-5-6']) {
      expect(formatDay(parseWeek(junk, today))).toBe('2026-05-04');
    }
  });

  it('places a slot in its day by its hours, and cuts one over midnight at the day’s edge', () => {
    const days = weekDays(new Date(2026, 4, 4));
    const hours = { first: 8, last: 20 };
    const morning = { startTime: at(6, 9), endTime: at(6, 11) };
    expect(placeInDay(morning, days[1]!, hours)).toBeNull();
    const place = placeInDay(morning, days[2]!, hours)!;
    expect(place.top).toBeCloseTo((1 / 12) * 100);
    expect(place.height).toBeCloseTo((2 / 12) * 100);

    const night = { startTime: at(6, 22), endTime: at(7, 2) };
    const span = hourSpan([night], days);
    expect(span).toEqual({ first: 0, last: 24 });
    expect(placeInDay(night, days[2]!, span)).toMatchObject({ top: (22 / 24) * 100 });
    expect(placeInDay(night, days[3]!, span)).toMatchObject({ top: 0 });
  });
});
