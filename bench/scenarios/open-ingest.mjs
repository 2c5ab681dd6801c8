// Issue 22: open-API ingest, POST api/open/v1/records, as simulation software reports finished
// sessions: signed batches of 500 realistic sessions (the reference client's simulatedSession,
// each a new originId, spread over the demo enterprise's active staff, started within the last
// three days) from 1, 2 and 4 concurrent senders, on the built server and a fresh DATA_DIR; first
// outside plans, then with a running plan on the software for those staff. The demo enterprise is
// the vendor: its passed application gets keys through 考核中心, as a vendor would. Each load
// runs after a run of the baseline with as many connections; then one retry wave
// re-sends every batch of the last run (idempotent: answered from the stored records). Afterwards
// the stored reported records and the daily rollup must have grown by exactly what was answered.
import path from 'node:path';

import { load, runWorker } from '../lib/load.mjs';
import {
  BENCH,
  cpuMs,
  databaseClient,
  postgresCpuMs,
  signIn,
  startBaseline,
  startServer,
} from '../lib/processes.mjs';

const BATCH = 500;
const SENDERS = [1, 2, 4];
const GOAL_RECORDS_PER_S = 2_000;
const SENDER = path.join(BENCH, 'scenarios/open-ingest-sender.mjs');

/** The demo enterprise as a vendor with keys, its credit code and its active staff's 工号. */
async function vendorKeys(url, token) {
  const get = async (p, init) => {
    const res = await fetch(`${url}${p}`, { ...init, headers: { authorization: token } });
    if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const passed = (await get('/api/center/access?size=50')).content.find((a) => a.status === 'passed');
  if (!passed) throw new Error('the demo enterprise has no passed application');
  const keys = await get(`/api/center/access/${passed.id}/keys`, { method: 'POST' });
  const { creditCode } = await get('/api/center/company');
  const staff = (await get('/api/center/worker?size=50&status=active')).content;
  if (staff.length === 0) throw new Error('the demo enterprise has no active staff');
  return {
    appKey: keys.appKey,
    appSecret: keys.appSecret,
    soft: passed.soft.name,
    creditCode,
    employeeNos: staff.map((w) => w.employeeNo),
    softId: passed.soft.id,
    workerIds: staff.map((w) => w.id),
  };
}

/** A running plan on the reporting software for all those staff: every session then counts. */
async function publishPlan(url, token, { softId, workerIds }, now) {
  const call = async (method, p, body) => {
    const res = await fetch(`${url}${p}`, {
      method,
      headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body && JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const plan = await call('POST', '/api/train/plan', {
    name: '上报压测计划',
    softId,
    startTime: now - 4 * 86_400_000,
    endTime: now + 30 * 86_400_000,
    requiredHours: 40,
    passScore: 60,
    validMonths: 12,
    deptIds: [],
    jobIds: [],
    workerIds,
  });
  await call('PUT', `/api/train/plan/${plan.id}/publish`);
  return plan.id;
}

/** What must move by exactly the records answered: the list's total and the rollup. */
async function storedCounts(url, token, client) {
  const res = await fetch(`${url}/api/train/record?source=reported&size=1`, {
    headers: { authorization: token },
  });
  if (!res.ok) throw new Error(`record list: ${res.status} ${await res.text()}`);
  const { rows } = await client.query('select coalesce(sum(records), 0)::int as n from train_stat_daily');
  return { reported: (await res.json()).totalElements, rollup: rows[0].n };
}

const round1 = (x) => Math.round(x * 10) / 10;

export async function ingestBench({ duration = 10, warmup = 2 } = {}) {
  const baseline = await startBaseline();
  const server = await startServer();
  const client = databaseClient(server);
  try {
    await client.connect();
    const token = await signIn(server.url, 'enterprise');
    const vendor = await vendorKeys(server.url, token);
    const common = { url: server.url, batchSize: BATCH, baseTime: Date.now(), ...vendor };
    const send = (o) => runWorker({ ...common, ...o }, SENDER);
    const before = await storedCounts(server.url, token, client);
    let answered = 0;
    const rows = [];
    let last;
    const runs = async (inPlan) => {
      for (const connections of SENDERS) {
        const base = await load({ url: baseline.url, pid: baseline.pid, connections, duration, warmup });
        const prefix = `bench-${common.baseTime}-${inPlan ? 'p' : 'o'}${connections}`;
        if (warmup > 0)
          answered += (await send({ prefix: `${prefix}w`, connections, duration: warmup })).records;
        const cpu0 = cpuMs(server.pid);
        const pg0 = postgresCpuMs(server.dataDir);
        const r = await send({ prefix, connections, duration });
        const cpu = cpuMs(server.pid) - cpu0;
        const pgCpu = postgresCpuMs(server.dataDir) - pg0;
        answered += r.records;
        last = { prefix, connections, sent: r.sent };
        const row = {
          name: `${inPlan ? 'in a plan' : 'outside plans'}, ${connections} sender${connections > 1 ? 's' : ''}`,
          inPlan,
          connections,
          ...measured(r, cpu, pgCpu),
          baselineRps: Math.round(base.rps),
          ratio: round1((r.recordsPerS / base.rps) * 100),
          withinGoal: r.recordsPerS >= GOAL_RECORDS_PER_S && r.errors === 0,
        };
        rows.push(row);
        console.log(
          `  ${row.name}: ${row.recordsPerS} records/s (${row.batchesPerS} batches/s; baseline ` +
            `${row.baselineRps} req/s), p50 ${row.p50} ms, p99 ${row.p99} ms, server ${row.cpuUsPerRecord} µs + ` +
            `PostgreSQL ${row.pgCpuUsPerRecord} µs CPU per record, errors ${row.errors}` +
            (r.errorSamples.length ? `\n    ${r.errorSamples.join('\n    ')}` : ''),
        );
      }
    };
    // As the demo has it (its running plan is on another software), then with a running plan on
    // the reporting software for all those staff: each batch also finds its plans and refreshes
    // the trainees' progress (and issues certificates as they complete).
    await runs(false);
    const inPlanBefore = answered;
    const planId = await publishPlan(server.url, token, vendor, common.baseTime);
    await runs(true);

    // The same bytes again under fresh nonces: every record is answered from the stored one.
    const cpu0 = cpuMs(server.pid);
    const pg0 = postgresCpuMs(server.dataDir);
    const again = await send({ prefix: last.prefix, connections: last.connections, count: last.sent });
    const retry = {
      name: `retry wave: the ${last.sent} batches of the last run again, ${last.connections} senders`,
      connections: last.connections,
      ...measured(again, cpuMs(server.pid) - cpu0, postgresCpuMs(server.dataDir) - pg0),
    };
    console.log(
      `  ${retry.name}: ${retry.recordsPerS} records/s, p50 ${retry.p50} ms, p99 ${retry.p99} ms, ` +
        `errors ${retry.errors}` +
        (again.errorSamples.length ? `\n    ${again.errorSamples.join('\n    ')}` : ''),
    );

    const { rows: progress } = await client.query(
      `select coalesce(sum(records), 0)::int as records, count(completed_at)::int as completed
       from train_plan_worker where plan_id = $1`,
      [planId],
    );
    const after = await storedCounts(server.url, token, client);
    const stored = {
      answered,
      reported: after.reported - before.reported,
      rollup: after.rollup - before.rollup,
      inPlan: answered - inPlanBefore,
      planProgress: progress[0].records,
      completedTrainees: progress[0].completed,
    };
    stored.complete =
      stored.reported === answered && stored.rollup === answered && stored.planProgress === stored.inPlan;
    console.log(
      `  stored: ${stored.reported} reported records and ${stored.rollup} in the rollup for ${answered} ` +
        `answered; ${stored.planProgress} in the plan's progress for ${stored.inPlan} sent in it ` +
        `(${stored.completedTrainees} trainees completed)${stored.complete ? '' : ' — MISMATCH'}`,
    );
    if (!stored.complete) throw new Error(`ingest: stored ${JSON.stringify(stored)}`);
    return {
      batch: BATCH,
      soft: vendor.soft,
      staff: vendor.employeeNos.length,
      goalRecordsPerS: GOAL_RECORDS_PER_S,
      rows,
      retry,
      stored,
    };
  } finally {
    await client.end().catch(() => undefined);
    await baseline.stop();
    await server.dispose();
  }
}

/** A sender's summary as a result row; CPU per record in µs. */
function measured(r, serverCpuMs, pgCpuMs) {
  const perRecord = (ms) => (r.records ? Math.round((ms * 1000) / r.records) : null);
  return {
    recordsPerS: Math.round(r.recordsPerS),
    batchesPerS: round1(r.batchesPerS),
    batches: r.batches,
    records: r.records,
    p50: r.p50,
    p99: r.p99,
    errors: r.errors,
    cpuUsPerRecord: perRecord(serverCpuMs),
    pgCpuUsPerRecord: perRecord(pgCpuMs),
    clientCpuUsPerRecord: perRecord(r.clientCpuMs),
  };
}
