import type { StatsOverview, StatsQuery } from '@coalsim/contract';
import { sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { device } from '../../db/tables/device.table.js';
import type { EnterpriseScope } from '../../lib/enterprise-scope.js';
import { badRequest } from '../../lib/http-error.js';
import { deviceStatusSql } from '../device/device-status.js';
import { hoursOf } from '../train/plan-record.js';

export const FROM_AFTER_TO = '开始时间须早于结束时间';
export const PERIOD_TOO_LONG = '统计区间最长3年，请缩小时间范围';
const MAX_PERIOD_MS = 3 * 366 * 86_400_000;
const TOP_SOFTS = 10;
const PLANS_SHOWN = 20;

/**
 * The period as SQL, in the database session's time zone, the zone the rollup's days are
 * `started_at::date` in: `to` defaults to now, `from` to the first day of the month eleven months
 * before `to`'s (twelve whole months with the current one). Computed by PostgreSQL, not here,
 * so that months and days can never straddle two zones.
 */
function periodOf(query: StatsQuery): { from: SQL; to: SQL } {
  const to = query.to === undefined ? sql`now()` : sql`to_timestamp(${query.to}::bigint / 1000.0)`;
  const from =
    query.from === undefined
      ? sql`(date_trunc('month', ${to} - interval '1 millisecond') - interval '11 months')`
      : sql`to_timestamp(${query.from}::bigint / 1000.0)`;
  return { from, to };
}

/**
 * What the contract's refinements cannot see: a bound left to its default (now). The download's
 * query has no length check of its own, so both are checked here.
 */
function checkPeriod(query: StatsQuery, now: number): void {
  const to = query.to ?? now;
  if (query.from !== undefined && query.from >= to) throw badRequest(FROM_AFTER_TO, { to: [FROM_AFTER_TO] });
  if (query.from !== undefined && to - query.from > MAX_PERIOD_MS)
    throw badRequest(PERIOD_TOO_LONG, { from: [PERIOD_TOO_LONG] });
}

interface MonthSoftRow extends Record<string, unknown> {
  month: string;
  soft_id: number | null;
  soft_name: string | null;
  records: number | null;
  passed: number | null;
  seconds: number | null;
  from_ms: number;
  to_ms: number;
}

/**
 * One pass over the daily rollup (never over train_record): counted records per month and
 * software, on every month of the period (a month without rows comes back once, empty). The
 * rollup's days are whole days, so a period is widened to the days it touches. A range scan of
 * train_stat_daily_uq (enterprise, day, software): a year is at most 366 rows per software. The
 * day goes to its month as a timestamp without zone: the same month, without the time zone
 * arithmetic per row that a timestamptz costs (it made this statement three times slower).
 */
function monthsBySoft(scope: EnterpriseScope, query: StatsQuery): SQL {
  const { from, to } = periodOf(query);
  const lastDay = sql`(${to} - interval '1 millisecond')`;
  return sql`
    with agg as (
      select date_trunc('month', d.day::timestamp)::date as m, d.soft_id,
             sum(d.records)::int as records, sum(d.passed)::int as passed, sum(d.seconds)::bigint as seconds
      from train_stat_daily d
      where d.enterprise_id = ${scope.enterpriseId} and d.day >= ${from}::date and d.day <= ${lastDay}::date
      group by 1, 2
    )
    select to_char(g.m, 'YYYY-MM') as month, agg.soft_id, s.name as soft_name,
           agg.records, agg.passed, agg.seconds,
           round(extract(epoch from ${from}) * 1000)::bigint as from_ms,
           round(extract(epoch from ${to}) * 1000)::bigint as to_ms
    from generate_series(date_trunc('month', ${from}), date_trunc('month', ${lastDay}), interval '1 month') as g(m)
    left join agg on agg.m = g.m::date
    left join soft s on s.id = agg.soft_id`;
}

interface DeptRow extends Record<string, unknown> {
  dept_id: number | null;
  name: string | null;
  staff: number;
  certified: number;
}

/**
 * Active staff per department and how many of them hold a certificate that has not expired.
 * ent_worker_dept_idx finds the enterprise's staff; train_cert_enterprise_idx answers each
 * worker's certificate.
 */
function staffByDept(scope: EnterpriseScope): SQL {
  return sql`
    select w.dept_id, d.name, count(*)::int as staff,
           count(*) filter (where exists (
             select 1 from train_cert c
             where c.enterprise_id = ${scope.enterpriseId} and c.worker_id = w.id
               and (c.expires_at is null or c.expires_at > now())))::int as certified
    from ent_worker w left join ent_dept d on d.id = w.dept_id
    where w.enterprise_id = ${scope.enterpriseId} and w.status = 'active'
    group by w.dept_id, d.name`;
}

interface PlanRow extends Record<string, unknown> {
  id: number;
  name: string;
  soft_name: string | null;
  end_ms: number;
  trainees: number;
  completed: number;
}

/** Published plans running now, ending soonest first; trainees counted for the shown ones only. */
function plansInProgress(scope: EnterpriseScope): SQL {
  return sql`
    select p.id, p.name, s.name as soft_name, round(extract(epoch from p.end_time) * 1000)::bigint as end_ms,
           pw.trainees, pw.completed
    from (
      select id, name, soft_id, end_time from train_plan
      where enterprise_id = ${scope.enterpriseId} and status = 'published'
        and start_time <= now() and end_time >= now()
      order by end_time, id
      limit ${PLANS_SHOWN}
    ) p
    left join soft s on s.id = p.soft_id
    cross join lateral (
      select count(*)::int as trainees, count(completed_at)::int as completed
      from train_plan_worker where plan_id = p.id
    ) pw`;
}

/** The enterprise's devices by status (online, busy, offline as 设备管理 shows them). */
function devicesByStatus(scope: EnterpriseScope): SQL {
  return sql`
    select ${deviceStatusSql} as status, count(*)::int as count
    from ${device} where ${device.enterpriseId} = ${scope.enterpriseId}
    group by 1`;
}

const rateOf = (passed: number, records: number) =>
  records === 0 ? null : Math.round((passed * 1000) / records) / 10;

/** Everything /stats draws, for the caller's enterprise: three parts in one statement. */
export async function statsOverview(
  db: Db,
  scope: EnterpriseScope,
  query: StatsQuery,
): Promise<StatsOverview> {
  checkPeriod(query, Date.now());
  // One statement for the four parts: one round trip, and one set of socket writes to the
  // database instead of three (system calls are most of an uncached overview's cost here).
  const { rows } = await db.execute<{
    months: MonthSoftRow[];
    depts: DeptRow[];
    plans: PlanRow[];
    devices: StatsOverview['devices'];
  }>(sql`
    select
      (select coalesce(json_agg(x order by x.month, x.soft_id), '[]') from (${monthsBySoft(scope, query)}) x) as months,
      (select coalesce(json_agg(x order by x.staff desc, x.dept_id nulls last), '[]') from (${staffByDept(scope)}) x) as depts,
      (select coalesce(json_agg(x order by x.end_ms, x.id), '[]') from (${plansInProgress(scope)}) x) as plans,
      (select coalesce(json_agg(x order by x.status), '[]') from (${devicesByStatus(scope)}) x) as devices`);
  const bySoft = rows[0]!.months;
  const depts = rows[0]!.depts;
  const plans = rows[0]!.plans;

  const months = new Map<string, { records: number; passed: number; seconds: number }>();
  const softs = new Map<number, { name: string; records: number; seconds: number }>();
  for (const row of bySoft) {
    const month = months.get(row.month) ?? { records: 0, passed: 0, seconds: 0 };
    months.set(row.month, month);
    if (row.soft_id === null) continue;
    const [records, passed, seconds] = [row.records ?? 0, row.passed ?? 0, Number(row.seconds ?? 0)];
    month.records += records;
    month.passed += passed;
    month.seconds += seconds;
    const soft = softs.get(row.soft_id) ?? { name: row.soft_name ?? '', records: 0, seconds: 0 };
    soft.records += records;
    soft.seconds += seconds;
    softs.set(row.soft_id, soft);
  }
  const sum = (key: 'records' | 'passed' | 'seconds') => [...months.values()].reduce((n, m) => n + m[key], 0);
  const deptRows = depts.map((d) => ({
    deptId: d.dept_id,
    name: d.dept_id === null ? '未分配部门' : (d.name ?? ''),
    staff: d.staff,
    certified: d.certified,
  }));
  const first = bySoft[0];

  return {
    from: query.from ?? Number(first?.from_ms ?? 0),
    to: query.to ?? Number(first?.to_ms ?? Date.now()),
    totals: {
      records: sum('records'),
      hours: hoursOf(sum('seconds')),
      passRate: rateOf(sum('passed'), sum('records')),
      staff: deptRows.reduce((n, d) => n + d.staff, 0),
      certified: deptRows.reduce((n, d) => n + d.certified, 0),
    },
    months: [...months].map(([month, m]) => ({
      month,
      records: m.records,
      hours: hoursOf(m.seconds),
      passed: m.passed,
      passRate: rateOf(m.passed, m.records),
    })),
    softs: [...softs]
      .sort(([ia, a], [ib, b]) => b.records - a.records || b.seconds - a.seconds || ia - ib)
      .slice(0, TOP_SOFTS)
      .map(([softId, s]) => ({ softId, name: s.name, records: s.records, hours: hoursOf(s.seconds) })),
    depts: deptRows,
    devices: rows[0]!.devices,
    plans: plans.map((p) => ({
      id: p.id,
      name: p.name,
      softName: p.soft_name ?? '',
      endTime: Number(p.end_ms),
      trainees: p.trainees,
      completed: p.completed,
    })),
  };
}
