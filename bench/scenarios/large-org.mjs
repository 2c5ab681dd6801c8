// Issue 20: the staff list (GET api/center/worker) on a large organisation. 1,000 more
// enterprises (valid, unique credit codes) with 50 staff each, and in the demo enterprise
// (示例煤业集团) 10 top-level departments × 10 sub-departments and 50,000 staff spread over them,
// in a separate DATA_DIR; then the list filtered by a department subtree, by a sub-department and
// by part of a name, as the demo enterprise's account, each right after a baseline run; and
// EXPLAIN ANALYZE of the two queries the service sends for each (worker-query.service.ts).

import { creditCodeCheckChar } from '@coalsim/contract';

import { signIn, startBaseline, startServer, databaseClient } from '../lib/processes.mjs';
import { runScenarios } from './api.mjs';

const ENTERPRISES = 1000;
const STAFF_PER_ENTERPRISE = 50;
const STAFF = 50_000;
const TOP_DEPTS = 10;
const SUB_DEPTS = 10;

/** The id of the demo enterprise (示例煤业集团), whose account `enterprise` the benches sign in as. */
export async function demoEnterpriseId(client) {
  const { rows } = await client.query(
    `SELECT enterprise_id AS id FROM sys_user WHERE username = 'enterprise'`,
  );
  return Number(rows[0].id);
}

/** 91 (company) + 140100 (Taiyuan) + MB and a 7-digit number, then the GB 32100 check character. */
export function creditCodes(n) {
  return Array.from({ length: n }, (_, i) => {
    const first17 = `91140100MB${String(i + 1).padStart(7, '0')}`;
    return first17 + creditCodeCheckChar(first17);
  });
}

const SURNAMES = '王张刘陈杨赵黄周吴徐孙马朱胡郭何高林罗郑';
const GIVEN = '伟强磊军勇杰涛斌超刚平辉鹏华飞鑫波宁浩峰';
/** A two- or three-character name from g: 20 surnames × 20 given characters (× 20 for half). */
const nameOf = (g) => `substr('${SURNAMES}', 1 + ${g} % 20, 1) || substr('${GIVEN}', 1 + (${g} / 20) % 20, 1)
  || CASE WHEN (${g} / 7) % 2 = 0 THEN substr('${GIVEN}', 1 + (${g} / 400) % 20, 1) ELSE '' END`;
/** A valid 11-digit mobile number (1 then 5–9 then 9 digits), unique per g below 1,000,000,000. */
const phoneOf = (g, prefix) => `'1' || (${prefix} + ${g} % 5)::text || lpad(${g}::text, 9, '0')`;

/** $1 = the credit codes in the first statement, the demo enterprise's id after; run in turn. */
const FILL = [
  // 1,000 enterprises, verified, each with one department, a post and 50 staff.
  `INSERT INTO enterprise (name, credit_code, type, province, city, verify_status, create_by, update_by)
   SELECT '批量煤矿企业' || lpad(c.n::text, 4, '0'), c.code, '1', '山西省', '太原市', 'verified', 'bench', 'bench'
   FROM unnest($1::text[]) WITH ORDINALITY AS c(code, n)`,
  `INSERT INTO ent_dept (enterprise_id, name, sort, create_by, update_by)
   SELECT id, '生产部', 1, 'bench', 'bench' FROM enterprise WHERE credit_code LIKE '91140100MB%'`,
  `INSERT INTO ent_job (enterprise_id, name, sort, create_by, update_by)
   SELECT id, '采煤机司机', 1, 'bench', 'bench' FROM enterprise WHERE credit_code LIKE '91140100MB%'`,
  `INSERT INTO ent_worker (enterprise_id, employee_no, name, gender, phone, dept_id, job_id, status, hired_on, create_time, update_time)
   SELECT e.id, 'E' || lpad(g::text, 5, '0'), ${nameOf('g')}, CASE WHEN g % 2 = 0 THEN '男' ELSE '女' END,
          ${phoneOf('(e.id * 100 + g)', 5)}, d.id, j.id, 'active', date '2010-01-01' + g * 30,
          now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
   FROM enterprise e JOIN ent_dept d ON d.enterprise_id = e.id JOIN ent_job j ON j.enterprise_id = e.id
   CROSS JOIN generate_series(1, ${STAFF_PER_ENTERPRISE}) g
   WHERE e.credit_code LIKE '91140100MB%'`,
  // The demo enterprise's tree: 性能事业部01–10, each with 性能科室NN-01–10.
  `INSERT INTO ent_dept (enterprise_id, name, sort, create_by, update_by)
   SELECT $1, '性能事业部' || lpad(t::text, 2, '0'), 100 + t, 'bench', 'bench' FROM generate_series(1, ${TOP_DEPTS}) t`,
  `INSERT INTO ent_dept (enterprise_id, pid, name, sort, create_by, update_by)
   SELECT $1, d.id, '性能科室' || substr(d.name, 6, 2) || '-' || lpad(s::text, 2, '0'), s, 'bench', 'bench'
   FROM ent_dept d CROSS JOIN generate_series(1, ${SUB_DEPTS}) s
   WHERE d.enterprise_id = $1 AND d.name LIKE '性能事业部%'`,
  // 50,000 staff over those 110 departments (about 455 each, 5,000 in a top-level subtree), the
  // demo's eight posts, one in 25 left, unique 工号 and phones, created one minute apart.
  `WITH depts AS (SELECT array_agg(id ORDER BY id) AS ids FROM ent_dept WHERE enterprise_id = $1 AND name LIKE '性能%'),
        jobs AS (SELECT array_agg(id ORDER BY id) AS ids FROM ent_job WHERE enterprise_id = $1)
   INSERT INTO ent_worker (enterprise_id, employee_no, name, gender, phone, dept_id, job_id, status, hired_on, create_time, update_time)
   SELECT $1, 'PB' || lpad(g::text, 6, '0'), ${nameOf('g')}, CASE WHEN g % 3 = 0 THEN '女' ELSE '男' END,
          ${phoneOf('g', 5)}, depts.ids[1 + g % cardinality(depts.ids)], jobs.ids[1 + g % cardinality(jobs.ids)],
          CASE WHEN g % 25 = 0 THEN 'left' ELSE 'active' END, date '2000-01-01' + g % 9000,
          now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
   FROM depts, jobs, generate_series(1, ${STAFF}) g`,
];

/**
 * The two statements listWorkers sends (in parallel) for a page, as drizzle writes them: the page
 * with its department, post and account, and the total. `where` is after the enterprise's own.
 */
function listSql(enterpriseId, where) {
  const filter = `"ent_worker"."enterprise_id" = ${enterpriseId} and ${where}`;
  return {
    page: `select "ent_worker"."id", "ent_worker"."employee_no", "ent_worker"."name", "ent_worker"."gender",
      "ent_worker"."phone", "ent_worker"."id_card", "ent_dept"."id", "ent_dept"."name", "ent_job"."id",
      "ent_job"."name", "ent_worker"."status", "ent_worker"."hired_on", "sys_user"."id", "sys_user"."username",
      "sys_user"."enabled", "ent_worker"."create_time", "ent_worker"."update_time"
      from "ent_worker" left join "ent_dept" on "ent_dept"."id" = "ent_worker"."dept_id"
      left join "ent_job" on "ent_job"."id" = "ent_worker"."job_id"
      left join "sys_user" on "sys_user"."id" = "ent_worker"."user_id"
      where (${filter}) order by "ent_worker"."create_time" desc nulls last, "ent_worker"."id" asc limit 10`,
    total: `select count(*) from "ent_worker" where (${filter})`,
  };
}

const subtree = (enterpriseId, deptId) => `"ent_worker"."dept_id" in (
    with recursive sub(id) as (
      select id from ent_dept where id = ${deptId} and enterprise_id = ${enterpriseId}
      union all
      select d.id from ent_dept d join sub on d.pid = sub.id where d.enterprise_id = ${enterpriseId}
    ) select id from sub)`;
const blurry = (text) =>
  `("ent_worker"."name" || ' ' || "ent_worker"."phone" || ' ' || "ent_worker"."employee_no") ILIKE '%${text}%'`;

/** Writes the large organisation into the server's database; its figures and the two departments measured. */
export async function seedLargeOrg(client) {
  const enterpriseId = await demoEnterpriseId(client);
  const t0 = Date.now();
  const codes = creditCodes(ENTERPRISES);
  for (const [i, sql] of FILL.entries()) {
    await client.query(sql, i === 0 ? [codes] : sql.includes('$1') ? [enterpriseId] : []);
  }
  // Autovacuum would do this within a minute of such inserts; done here so that it cannot
  // start during a measured run (and so that index-only scans see an up-to-date visibility map).
  await client.query('VACUUM (ANALYZE) enterprise, ent_dept, ent_job, ent_worker');
  const seedSeconds = Math.round((Date.now() - t0) / 100) / 10;
  const { rows: counts } = await client.query(
    `SELECT (SELECT count(*) FROM enterprise)::int AS enterprises,
            (SELECT count(*) FROM ent_worker)::int AS workers,
            (SELECT count(*) FROM ent_worker WHERE enterprise_id = $1)::int AS demo_workers,
            (SELECT count(*) FROM ent_dept WHERE enterprise_id = $1)::int AS demo_depts`,
    [enterpriseId],
  );
  const {
    rows: [dept],
  } = await client.query(
    `SELECT top.id AS top, sub.id AS sub FROM ent_dept top JOIN ent_dept sub ON sub.pid = top.id
     WHERE top.enterprise_id = $1 AND top.name = '性能事业部01' ORDER BY sub.id LIMIT 1`,
    [enterpriseId],
  );
  const [topId, subId] = [Number(dept.top), Number(dept.sub)];
  const sizes = {};
  for (const [key, id] of [
    ['top', topId],
    ['sub', subId],
  ]) {
    const { rows } = await client.query(listSql(enterpriseId, subtree(enterpriseId, id)).total);
    sizes[key] = Number(rows[0].count);
  }
  console.log(
    `  seeded in ${seedSeconds} s: ${counts[0].enterprises} enterprises, ${counts[0].workers} staff ` +
      `(${counts[0].demo_workers} in the demo enterprise, ${counts[0].demo_depts} departments); ` +
      `subtree of 性能事业部01: ${sizes.top} staff, of its first 科室: ${sizes.sub}`,
  );

  return { enterpriseId, topId, subId, sizes, counts: counts[0], seedSeconds };
}

export async function largeOrgBench(opts = {}) {
  const baseline = await startBaseline();
  const server = await startServer();
  const client = databaseClient(server);
  try {
    await client.connect();
    const { enterpriseId, topId, subId, sizes, counts: c0, seedSeconds } = await seedLargeOrg(client);
    const counts = [c0];
    const NAME_PART = '张伟';
    const NAME_3 = '张伟强';
    const cases = [
      {
        key: 'subtree',
        name: `GET api/center/worker (deptId = top-level, ${sizes.top} in subtree)`,
        query: `deptId=${topId}`,
        where: subtree(enterpriseId, topId),
      },
      {
        key: 'sub',
        name: `GET api/center/worker (deptId = sub-department, ${sizes.sub} staff)`,
        query: `deptId=${subId}`,
        where: subtree(enterpriseId, subId),
      },
      {
        key: 'blurry',
        name: `GET api/center/worker (blurry = ${NAME_PART})`,
        query: `blurry=${encodeURIComponent(NAME_PART)}`,
        where: blurry(NAME_PART),
      },
      {
        key: 'blurry3',
        name: `GET api/center/worker (blurry = ${NAME_3})`,
        query: `blurry=${encodeURIComponent(NAME_3)}`,
        where: blurry(NAME_3),
      },
      {
        key: 'all',
        name: `GET api/center/worker (no filter, ${counts[0].demo_workers} staff)`,
        query: '',
        where: 'true',
      },
    ];
    const explain = {};
    for (const c of cases) {
      const sql = listSql(enterpriseId, c.where);
      for (const part of ['page', 'total']) {
        const { rows } = await client.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${sql[part]}`);
        explain[`${c.key} ${part}`] = rows.map((r) => r['QUERY PLAN']);
      }
    }

    const token = await signIn(server.url, 'enterprise', '123456');
    const headers = { authorization: token };
    // One request each first: a wrong answer must fail the bench, not be measured as errors.
    for (const c of cases) {
      const res = await fetch(`${server.url}/api/center/worker?page=0&size=10&${c.query}`, { headers });
      const body = await res.json();
      if (!res.ok || !body.totalElements || body.content?.length !== Math.min(10, body.totalElements))
        throw new Error(`${c.name}: ${res.status} ${JSON.stringify(body)}`);
      console.log(`  ${c.name}: totalElements ${body.totalElements}`);
    }
    const { rows, baselineRps, baselineCpuUs } = await runScenarios(
      cases.map((c) => ({
        name: c.name,
        url: `${server.url}/api/center/worker?page=0&size=10${c.query ? `&${c.query}` : ''}`,
        headers,
      })),
      { baseline, server },
      opts,
    );
    return {
      seedSeconds,
      data: { ...counts[0], subtreeStaff: sizes.top, subDeptStaff: sizes.sub },
      baselineRps,
      baselineCpuUs,
      rows,
      explain,
    };
  } finally {
    await client.end().catch(() => undefined);
    await baseline.stop();
    await server.dispose();
  }
}
