import { sql } from 'drizzle-orm';

import type { DbOrTx } from '../access/access-transitions.js';

/** What the daily rollup needs of a counted (not flagged) record. */
export interface CountedRecord {
  enterpriseId: number;
  softId: number;
  startedAt: Date;
  durationS: number;
  passed: boolean;
}

/**
 * Adds records to (sign 1) or takes them from (sign -1) train_stat_daily, in the caller's
 * transaction, one statement for any number of records. The day is the record's start in the
 * database session's time zone, the zone /stats groups its months in. Flagged records never
 * reach here: they do not count.
 */
export async function addToDaily(tx: DbOrTx, records: readonly CountedRecord[], sign: 1 | -1): Promise<void> {
  if (records.length === 0) return;
  // Whole arrays as single parameters (a bare array in drizzle's template becomes a list).
  const enterprises = sql.param(records.map((r) => r.enterpriseId));
  const softs = sql.param(records.map((r) => r.softId));
  const starts = sql.param(records.map((r) => r.startedAt.toISOString()));
  const seconds = sql.param(records.map((r) => sign * r.durationS));
  const passed = sql.param(records.map((r) => (r.passed ? sign : 0)));
  await tx.execute(sql`
    insert into train_stat_daily (enterprise_id, day, soft_id, records, passed, seconds)
    select e, s::date, soft, sum(${sign}::int), sum(p), sum(secs)
    from unnest(${enterprises}::bigint[], ${starts}::timestamptz[], ${softs}::bigint[],
                ${passed}::int[], ${seconds}::bigint[]) as r(e, s, soft, p, secs)
    group by 1, 2, 3
    on conflict (enterprise_id, day, soft_id) do update set
      records = train_stat_daily.records + excluded.records,
      passed = train_stat_daily.passed + excluded.passed,
      seconds = train_stat_daily.seconds + excluded.seconds,
      update_time = now()`);
}
