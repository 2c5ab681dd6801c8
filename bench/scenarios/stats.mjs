// Issue 22: `GET api/stats/overview` (统计分析) on 1,000,000 training records across 1,001
// enterprises (stats-seed.mjs), in a separate DATA_DIR, as the measured enterprise's type-2
// account. 10 connections: a page that a handful of managers of one enterprise open, not a
// public list; the baseline runs with the same 10 right before each scenario. Also EXPLAIN ANALYZE
// of the statements the service sends, taken from the built service itself (not restated here).
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { PgDialect } from 'drizzle-orm/pg-core';

import { load, runWorker } from '../lib/load.mjs';
import { median } from '../lib/median.mjs';
import { BENCH, cpuMs, ROOT, signIn, startBaseline, startServer, databaseClient } from '../lib/processes.mjs';
import { row } from './api.mjs';
import { seedStats } from './stats-seed.mjs';

const CONNECTIONS = 10;
const GOAL_P99_MS = 50;
const THREE_YEARS_MS = 3 * 365 * 86_400_000;

/** The statements statsOverview sends for `query`, as drizzle renders them for PostgreSQL. */
async function overviewStatements(enterpriseId, query) {
  const dist = (file) => pathToFileURL(path.join(ROOT, 'apps/server/dist', file)).href;
  const { statsOverview } = await import(dist('modules/stats/stats.service.js'));
  const { enterpriseScope } = await import(dist('lib/enterprise-scope.js'));
  const dialect = new PgDialect();
  const statements = [];
  const recorder = {
    execute: async (statement) => {
      statements.push(dialect.sqlToQuery(statement));
      // The overview is one statement answering one row of three JSON arrays.
      return { rows: [{ months: [], depts: [], plans: [] }] };
    },
  };
  await statsOverview(recorder, enterpriseScope(enterpriseId), query);
  return statements;
}

/** load() with stats-load-worker.mjs: every request a period of its own, so never a cache hit. */
async function loadUnique({ pid, duration = 10, warmup = 2, ...opts }) {
  const script = path.join(BENCH, 'scenarios/stats-load-worker.mjs');
  if (warmup > 0) await runWorker({ ...opts, duration: warmup }, script);
  const before = cpuMs(pid);
  const result = await runWorker({ ...opts, duration }, script);
  const cpuUs = result.requests ? Math.round(((cpuMs(pid) - before) * 1000) / result.requests) : null;
  return { ...result, cpuUs };
}

async function explainAll(client, enterpriseId, query) {
  const plans = [];
  for (const { sql, params } of await overviewStatements(enterpriseId, query)) {
    const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params);
    plans.push(rows.map((r) => r['QUERY PLAN']));
  }
  return plans;
}

export async function statsBench(opts = {}) {
  const baseline = await startBaseline();
  const server = await startServer();
  const client = databaseClient(server);
  try {
    await client.connect();
    const { enterpriseId, seedSeconds, data } = await seedStats(client);
    console.log(
      `  seeded in ${seedSeconds} s: ${data.records} records across ${data.enterprises} enterprises, ` +
        `${data.measured_records} in the measured one; train_stat_daily ${data.daily_rows} rows ` +
        `(${data.measured_daily_rows} of the measured enterprise); ${data.measured_staff} active staff, ` +
        `${data.measured_certs} certificates`,
    );

    const token = await signIn(server.url, 'enterprise', '123456');
    const headers = { authorization: token };
    const now = Date.now();
    // The default period's start (the first day of the month 11 months ago, in the database's
    // zone), so that the uncached twelve months read what the default does.
    const first = await fetch(`${server.url}/api/stats/overview`, { headers });
    const defaultFrom = (await first.json()).from;
    // `unique`: each request asks for a period of its own (`to` a millisecond earlier every time),
    // so none is answered from the server's 5-second cache and each runs the queries.
    const cases = [
      { key: 'default', name: 'GET api/stats/overview (default 12 months, as served)', query: {} },
      {
        key: 'uncached',
        name: 'GET api/stats/overview (12 months, every request uncached)',
        query: { from: defaultFrom },
        unique: true,
      },
      {
        key: 'uncached3y',
        name: 'GET api/stats/overview (3 years, every request uncached)',
        query: { from: now - THREE_YEARS_MS + 86_400_000 },
        unique: true,
      },
    ];
    const explain = {};
    for (const c of cases.slice(0, 1)) explain[c.key] = await explainAll(client, enterpriseId, c.query);
    explain.threeYears = await explainAll(client, enterpriseId, { from: now - THREE_YEARS_MS, to: now });

    const urlOf = (c) => `${server.url}/api/stats/overview?${new URLSearchParams(c.query)}`;
    // One request each first: a wrong answer must fail the bench, not be measured.
    const answers = {};
    for (const c of cases) {
      const res = await fetch(urlOf(c) + (c.unique ? `&to=${now}` : ''), { headers });
      const body = await res.json();
      if (!res.ok || !body.totals?.records || !body.softs?.length || !body.plans?.length)
        throw new Error(`${c.name}: ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
      answers[c.key] = { months: body.months.length, totals: body.totals, softs: body.softs.length };
      console.log(`  ${c.name}: ${body.months.length} months, totals ${JSON.stringify(body.totals)}`);
    }

    const rows = [];
    const baselines = [];
    for (const c of cases) {
      const base = await load({ url: baseline.url, pid: baseline.pid, connections: CONNECTIONS, ...opts });
      baselines.push(base);
      const measure = { url: urlOf(c), headers, pid: server.pid, connections: CONNECTIONS, ...opts };
      const r = c.unique ? await loadUnique({ ...measure, to: Date.now() }) : await load(measure);
      rows.push({ ...row(c.name, r, base), withinGoal: r.p99 <= GOAL_P99_MS && r.errors === 0 });
      console.log(
        `  ${c.name}: ${Math.round(r.rps)} req/s (baseline ${Math.round(base.rps)}), p50 ${r.p50} ms, ` +
          `p99 ${r.p99} ms (goal ≤ ${GOAL_P99_MS}), ${r.cpuUs} µs CPU per request, errors ${r.errors}`,
      );
    }
    return {
      seedSeconds,
      connections: CONNECTIONS,
      data,
      answers,
      baselineRps: Math.round(median(baselines.map((b) => b.rps))),
      rows,
      explain,
    };
  } finally {
    await client.end().catch(() => undefined);
    await baseline.stop();
    await server.dispose();
  }
}
