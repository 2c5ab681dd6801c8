import { LATEST_TIME_MS } from '../common/time-bounds.constants.js';

/** The longest period of statistics: three years, so a page stays a page. */
export const STATS_MAX_RANGE_MS = 3 * 366 * 86_400_000;

/** A period of statistics; either bound may be missing (the server fills in the last 12 months). */
export interface StatsPeriod {
  from?: number | undefined;
  to?: number | undefined;
}

/** Whether a period's start comes before its end (a missing bound is in order). */
export const statsPeriodOrdered = (q: StatsPeriod): boolean =>
  q.from === undefined || q.to === undefined || q.from < q.to;

/** Whether a period is at most `STATS_MAX_RANGE_MS` long. */
export const statsPeriodShortEnough = (q: StatsPeriod): boolean =>
  q.from === undefined || q.to === undefined || q.to - q.from <= STATS_MAX_RANGE_MS;

/**
 * A query string's time bound as the server reads it (`timeQuerySchema`: a whole number of ms
 * from 0 to 2100), or undefined if it is not one. For the pages that read a period from their
 * address without loading the schemas.
 */
export function parseTimeQuery(value: string): number | undefined {
  const ms = Number(value);
  return Number.isInteger(ms) && ms >= 0 && ms <= LATEST_TIME_MS ? ms : undefined;
}
