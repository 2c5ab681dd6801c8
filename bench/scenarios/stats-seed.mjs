// The data of the `stats` section: 1,000,000 training records across 1,001 enterprises, written
// with generate_series in a few statements. The measured enterprise (the demo's 示例煤业集团, whose
// type-2 account is `enterprise`) holds 100,000 of them, a large mine's two years on 12 programs
// (about 140 sessions a day); 1,000 other enterprises share the other 900,000 (900 each, on 3
// programs). Then train_stat_daily exactly as the rollup holds it (counted records per enterprise,
// day in the session's zone and software), plans with trainees, and certificates.
import { creditCodes, demoEnterpriseId } from './large-org.mjs';

export const ENTERPRISES = 1000;
export const RECORDS_MEASURED = 100_000;
export const RECORDS_OTHERS = 900_000;
const WORKERS_PER_ENTERPRISE = 20;
const MEASURED_WORKERS = 2000;
const SOFTS = 40;
const MEASURED_SOFTS = 12;
const DAYS = 730;

/** A record's fields from its number g: start within the last two years, 10–60 min, score 40–100. */
const recordFields = (g) => `
  now() - ((${g}::bigint * 7919) % (${DAYS} * 1440)) * interval '1 minute' AS t,
  600 + (${g} * 37) % 3000 AS d,
  (40 + (${g} * 13) % 61)::numeric AS sc,
  ${g} % 50 = 0 AS flagged`;

const INSERT_RECORD = `INSERT INTO train_record (enterprise_id, worker_id, soft_id, started_at, ended_at, duration_s,
  score, passed, status, source, flagged, flag_reason, create_by, update_by)`;

/** $1 = the credit codes in the first statement, the measured enterprise's id in the others. */
export const FILL = [
  `INSERT INTO enterprise (name, credit_code, type, province, city, verify_status, create_by, update_by)
   SELECT '统计煤矿企业' || lpad(c.n::text, 4, '0'), c.code, '1', '山西省', '太原市', 'verified', 'bench', 'bench'
   FROM unnest($1::text[]) WITH ORDINALITY AS c(code, n)`,
  `INSERT INTO ent_dept (enterprise_id, name, sort, create_by, update_by)
   SELECT id, '生产部', 1, 'bench', 'bench' FROM enterprise WHERE credit_code LIKE '91140100MB%'`,
  `INSERT INTO ent_worker (enterprise_id, employee_no, name, phone, dept_id, status, create_by, update_by)
   SELECT e.id, 'S' || lpad(g::text, 4, '0'), '员工' || g, '139' || lpad((e.id * 100 + g)::text, 8, '0'), d.id,
          'active', 'bench', 'bench'
   FROM enterprise e JOIN ent_dept d ON d.enterprise_id = e.id
   CROSS JOIN generate_series(1, ${WORKERS_PER_ENTERPRISE}) g WHERE e.credit_code LIKE '91140100MB%'`,
  // The measured enterprise: 10 more teams and 2,000 staff over them and its own departments, one
  // in 20 without a department, one in 25 left.
  `INSERT INTO ent_dept (enterprise_id, name, sort, create_by, update_by)
   SELECT $1, '统计测试队' || lpad(t::text, 2, '0'), 200 + t, 'bench', 'bench' FROM generate_series(1, 10) t`,
  `WITH depts AS (SELECT array_agg(id ORDER BY id) AS ids FROM ent_dept WHERE enterprise_id = $1)
   INSERT INTO ent_worker (enterprise_id, employee_no, name, phone, dept_id, status, create_by, update_by)
   SELECT $1, 'ST' || lpad(g::text, 5, '0'), '统计员工' || g, '137' || lpad(g::text, 8, '0'),
          CASE WHEN g % 20 = 0 THEN NULL ELSE depts.ids[1 + g % cardinality(depts.ids)] END,
          CASE WHEN g % 25 = 0 THEN 'left' ELSE 'active' END, 'bench', 'bench'
   FROM depts, generate_series(1, ${MEASURED_WORKERS}) g`,
  `INSERT INTO soft (enterprise_id, name, category, summary, description, version, status, published_at)
   SELECT $1, '统计性能软件' || lpad(g::text, 2, '0'), 'mining', '统计性能测试软件', '性能测试数据', '1.0', 'published', now()
   FROM generate_series(1, ${SOFTS}) g`,
  // 100,000 records of the measured enterprise; its 12 programs used unevenly (the first most).
  `WITH w AS (SELECT array_agg(id ORDER BY id) AS ids FROM ent_worker WHERE enterprise_id = $1 AND status = 'active'),
        s AS (SELECT array_agg(id ORDER BY id) AS ids FROM soft WHERE name LIKE '统计性能软件%')
   ${INSERT_RECORD}
   SELECT $1, w.ids[1 + (g * 7) % cardinality(w.ids)],
          s.ids[1 + floor(${MEASURED_SOFTS} * power(((g * 7001) % 1000) / 1000.0, 2))::int],
          x.t, x.t + x.d * interval '1 second', x.d, x.sc, x.sc >= 60, 1,
          CASE WHEN g % 3 = 0 THEN 'manual' ELSE 'reported' END, x.flagged,
          CASE WHEN x.flagged THEN '学习时长与上报时间不符' END, 'bench', 'bench'
   FROM w, s, generate_series(1, ${RECORDS_MEASURED}) g, LATERAL (SELECT ${recordFields('g')}) x
   ORDER BY x.t`,
  // 900,000 over the 1,000 others, 900 each, each enterprise on 3 of the 40 programs. Written in
  // the order of train_record_list_idx: the same rows, inserted in random order, took twice as long.
  `WITH e AS (SELECT w.enterprise_id AS id, array_agg(w.id ORDER BY w.id) AS wids,
                     row_number() OVER (ORDER BY w.enterprise_id) - 1 AS n
              FROM ent_worker w JOIN enterprise en ON en.id = w.enterprise_id
              WHERE en.credit_code LIKE '91140100MB%' GROUP BY w.enterprise_id),
        s AS (SELECT array_agg(id ORDER BY id) AS ids FROM soft WHERE name LIKE '统计性能软件%')
   ${INSERT_RECORD}
   SELECT e.id, e.wids[1 + (g / ${ENTERPRISES}) % cardinality(e.wids)], s.ids[1 + (e.n * 3 + g % 3) % ${SOFTS}],
          x.t, x.t + x.d * interval '1 second', x.d, x.sc, x.sc >= 60, 1, 'reported', x.flagged,
          CASE WHEN x.flagged THEN '学习时长与上报时间不符' END, 'bench', 'bench'
   FROM generate_series(1, ${RECORDS_OTHERS}) g JOIN e ON e.n = g % ${ENTERPRISES}, s,
        LATERAL (SELECT ${recordFields('g')}) x
   ORDER BY e.id, x.t`,
  // The rollup exactly as addToDaily keeps it: counted (not flagged) records per enterprise, day
  // (started_at::date in the session's zone) and software. Rebuilt whole, whatever the demo seeded.
  `DELETE FROM train_stat_daily`,
  `INSERT INTO train_stat_daily (enterprise_id, day, soft_id, records, passed, seconds)
   SELECT enterprise_id, started_at::date, soft_id, count(*), count(*) FILTER (WHERE passed), sum(duration_s)
   FROM train_record WHERE NOT flagged GROUP BY 1, 2, 3`,
  // Plans of the measured enterprise: 10 published and running (ending 3 to 30 days from now),
  // 10 finished, 10 drafts; 200 trainees in each published one, a third of them done.
  `INSERT INTO train_plan (enterprise_id, name, soft_id, start_time, end_time, required_hours, pass_score, status,
                           published_at, create_by, update_by)
   SELECT $1, '统计性能计划' || lpad(g::text, 2, '0'), s.id,
          now() - interval '60 days' - CASE WHEN g > 10 AND g <= 20 THEN interval '90 days' ELSE interval '0' END,
          now() + (g * 3) * interval '1 day' - CASE WHEN g > 10 AND g <= 20 THEN interval '120 days' ELSE interval '0' END,
          4, 60, CASE WHEN g <= 20 THEN 'published' ELSE 'draft' END,
          CASE WHEN g <= 20 THEN now() - interval '60 days' END, 'bench', 'bench'
   FROM generate_series(1, 30) g
   JOIN LATERAL (SELECT id FROM soft WHERE name = '统计性能软件' || lpad((1 + g % 12)::text, 2, '0')) s ON true`,
  `WITH w AS (SELECT array_agg(id ORDER BY id) AS ids FROM ent_worker WHERE enterprise_id = $1 AND status = 'active')
   INSERT INTO train_plan_worker (enterprise_id, plan_id, worker_id, seconds_done, best_score, records, completed_at)
   SELECT $1, p.id, w.ids[1 + (p.id * 37 + g) % cardinality(w.ids)], 3600 * (g % 5), 50 + g % 50, g % 7,
          CASE WHEN g % 3 = 0 THEN now() - (g % 30) * interval '1 day' END
   FROM train_plan p, w, generate_series(1, 200) g
   WHERE p.enterprise_id = $1 AND p.status = 'published' AND p.name LIKE '统计性能计划%'`,
  // A certificate for each completed trainee: a three-year validity, the finished plans' expired.
  `INSERT INTO train_cert (enterprise_id, plan_id, worker_id, code, issued_at, expires_at)
   SELECT pw.enterprise_id, pw.plan_id, pw.worker_id, 'STAT' || lpad(pw.id::text, 8, '0'), pw.completed_at,
          CASE WHEN p.end_time < now() THEN now() - interval '1 day' ELSE pw.completed_at + interval '3 years' END
   FROM train_plan_worker pw JOIN train_plan p ON p.id = pw.plan_id
   WHERE pw.enterprise_id = $1 AND pw.completed_at IS NOT NULL AND p.name LIKE '统计性能计划%'`,
  // One running plan in each other enterprise, 10 trainees, no certificates.
  `INSERT INTO train_plan (enterprise_id, name, soft_id, start_time, end_time, required_hours, pass_score, status,
                           published_at, create_by, update_by)
   SELECT e.id, '年度复训', (SELECT min(id) FROM soft WHERE name LIKE '统计性能软件%'), now() - interval '30 days',
          now() + interval '30 days', 4, 60, 'published', now() - interval '30 days', 'bench', 'bench'
   FROM enterprise e WHERE e.credit_code LIKE '91140100MB%'`,
  `INSERT INTO train_plan_worker (enterprise_id, plan_id, worker_id)
   SELECT w.enterprise_id, p.id, w.id FROM train_plan p
   JOIN ent_worker w ON w.enterprise_id = p.enterprise_id AND w.employee_no <= 'S0010'
   WHERE p.name = '年度复训'`,
];

export const VACUUM =
  'VACUUM (ANALYZE) enterprise, ent_dept, ent_worker, soft, train_record, train_stat_daily, train_plan, train_plan_worker, train_cert';

/** Writes the data; returns the measured enterprise's id and the figures the report prints. */
export async function seedStats(client) {
  const enterpriseId = await demoEnterpriseId(client);
  const t0 = Date.now();
  const codes = creditCodes(ENTERPRISES);
  for (const [i, sql] of FILL.entries()) {
    const t = Date.now();
    await client.query(sql, i === 0 ? [codes] : sql.includes('$1') ? [enterpriseId] : []);
    if (process.env.BENCH_VERBOSE) console.log(`  statement ${i + 1}: ${Date.now() - t} ms`);
  }
  // Autovacuum would do this within a minute of such inserts: done here so that it cannot start
  // during a measured run, and so that index-only scans see an up-to-date visibility map.
  await client.query(VACUUM);
  const seedSeconds = Math.round((Date.now() - t0) / 100) / 10;
  const { rows } = await client.query(
    `SELECT (SELECT count(*) FROM enterprise)::int AS enterprises,
            (SELECT count(*) FROM train_record)::int AS records,
            (SELECT count(*) FROM train_record WHERE enterprise_id = $1)::int AS measured_records,
            (SELECT count(*) FROM train_stat_daily)::int AS daily_rows,
            (SELECT count(*) FROM train_stat_daily WHERE enterprise_id = $1)::int AS measured_daily_rows,
            (SELECT count(*) FROM ent_worker WHERE enterprise_id = $1 AND status = 'active')::int AS measured_staff,
            (SELECT count(*) FROM train_cert WHERE enterprise_id = $1)::int AS measured_certs,
            (SELECT count(*) FROM train_record WHERE enterprise_id = $1 AND create_by IS DISTINCT FROM 'bench')::int AS demo_records`,
    [enterpriseId],
  );
  return { enterpriseId, seedSeconds, data: rows[0] };
}
