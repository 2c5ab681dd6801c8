import { parseTimeQuery, statsPeriodOrdered, statsPeriodShortEnough } from '@coalsim/contract';
import type { StatsQuery } from '@coalsim/contract';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';

/** The quick ranges above the picker, in whole months up to today; 12 is also the server's default. */
export const QUICK_RANGES = [
  { months: 3, label: '近3个月' },
  { months: 6, label: '近6个月' },
  { months: 12, label: '近12个月' },
] as const;
export type QuickMonths = (typeof QUICK_RANGES)[number]['months'];

/** The contract's limit on one period (3 years), in months for the picker. */
export const MAX_RANGE_MONTHS = 36;

/**
 * The period from `?from=&to=` (ms), checked as the server checks it (`statsQuerySchema`, with
 * the same rules without loading the schemas, which would bring zod to the page's first load). A
 * link with a broken or over-long period falls back to the default (no period: the server takes
 * the last 12 months) rather than to an error page.
 */
export function parseStatsRange(search: URLSearchParams): StatsQuery {
  const range: StatsQuery = {};
  for (const bound of ['from', 'to'] as const) {
    const value = search.get(bound);
    if (value === null) continue;
    const ms = parseTimeQuery(value);
    if (ms === undefined) return {};
    range[bound] = ms;
  }
  return statsPeriodOrdered(range) && statsPeriodShortEnough(range) ? range : {};
}

/** The URL query of a period; the default period has none. */
export function toStatsSearch(range: StatsQuery): Record<string, string> {
  const search: Record<string, string> = {};
  if (range.from !== undefined) search.from = String(range.from);
  if (range.to !== undefined) search.to = String(range.to);
  return search;
}

/**
 * Whole months from the first of the first month to the end of the last, never past today: a
 * period that ends this month ends today, so the picked months and the quick range agree.
 */
export function monthsRange(first: Dayjs, last: Dayjs, now: Dayjs = dayjs()): Required<StatsQuery> {
  const monthEnd = last.endOf('month');
  const end = monthEnd.isAfter(now) ? now.endOf('day') : monthEnd;
  return { from: first.startOf('month').valueOf(), to: end.valueOf() };
}

/** 近N个月: this month and the N−1 before it, to the end of today. */
export function quickRange(months: QuickMonths, now: Dayjs = dayjs()): Required<StatsQuery> {
  return monthsRange(now.subtract(months - 1, 'month'), now, now);
}

/** Which quick range the period is, if any; no period is the server's default, 近12个月. */
export function activeQuickRange(range: StatsQuery, now: Dayjs = dayjs()): QuickMonths | undefined {
  if (range.from === undefined && range.to === undefined) return 12;
  return QUICK_RANGES.find(({ months }) => {
    const quick = quickRange(months, now);
    return quick.from === range.from && quick.to === range.to;
  })?.months;
}
