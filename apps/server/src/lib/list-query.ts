import type { SortOrder } from '@coalsim/contract';
import { and, asc, desc, gte, ilike, lte, or, type AnyColumn, type SQL } from 'drizzle-orm';

import { escapeLike } from './sql.js';

/**
 * ORDER BY for a list: the client's `sort` (already limited to the list's fields by the contract)
 * then the fallback, with the id last so that pages never overlap or skip rows.
 */
export function orderByOf<F extends string>(
  sort: SortOrder<F>[],
  columns: Record<F, AnyColumn>,
  fallback: SQL[],
  id: AnyColumn,
): SQL[] {
  const chosen = sort.map((s) => (s.direction === 'desc' ? desc(columns[s.field]) : asc(columns[s.field])));
  return [...(chosen.length > 0 ? chosen : fallback), asc(id)];
}

/** Both ends included; undefined when there is no range. */
export function withinRange(column: AnyColumn, range: [Date, Date] | undefined): SQL | undefined {
  return range ? and(gte(column, range[0]), lte(column, range[1])) : undefined;
}

/** eladmin's `blurry`: the text anywhere in any of the columns, case-insensitive. */
export function blurryMatch(columns: AnyColumn[], text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(...columns.map((c) => ilike(c, pattern)));
}
