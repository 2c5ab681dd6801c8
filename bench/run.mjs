// `npm run bench`: builds the app, runs every scenario, prints Markdown tables and writes
// bench/results/<date>.json. Flags: --only=start,api,logging,large,org,import,questions,exam,stats,ingest,devices,cluster,timing,backup,web,lighthouse  --quick (short loads).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { BENCH, ROOT, startServer } from './lib/processes.mjs';
import { apiBench, loggingBench } from './scenarios/api.mjs';
import { backupBombBench } from './scenarios/backup-bomb.mjs';
import { clusterBench } from './scenarios/cluster.mjs';
import { deviceBench } from './scenarios/device-agents.mjs';
import { docsViewerBench } from './scenarios/docs-viewer.mjs';
import { examBench, examRows } from './scenarios/exam.mjs';
import { importBench } from './scenarios/import.mjs';
import { largeDataBench } from './scenarios/large-data.mjs';
import { largeOrgBench } from './scenarios/large-org.mjs';
import { lighthouseBench } from './scenarios/lighthouse.mjs';
import { ingestBench } from './scenarios/open-ingest.mjs';
import { questionImportBench } from './scenarios/question-import.mjs';
import { startTime } from './scenarios/start-time.mjs';
import { statsBench } from './scenarios/stats.mjs';
import { wakeBench } from './scenarios/timing-wake.mjs';
import { agentStopBench, importValidationBench } from './scenarios/timing.mjs';
import { webWeight } from './scenarios/web-weight.mjs';

const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const quick = args.includes('--quick');
const want = (name) => !only || only.includes(name);
const loadOpts = quick ? { duration: 3, warmup: 1 } : {};

const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const results = { date: new Date().toISOString(), node: process.version, quick };
const table = (head, rows) => {
  console.log(`\n| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|`);
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
};

if (want('start')) {
  console.log('\n▶ start time');
  results.startTime = await startTime(ROOT);
}
if (want('api') || want('large')) {
  console.log('\n▶ API scenarios (autocannon, 100 connections)');
  results.api = await apiBench(loadOpts);
}
if (want('logging')) {
  console.log('\n▶ hot reads at LOG_LEVEL info and warn');
  results.logging = await loggingBench(loadOpts);
}
if (want('large')) {
  console.log('\n▶ large data');
  results.large = await largeDataBench(loadOpts);
}
if (want('org')) {
  console.log('\n▶ large organisation (staff list)');
  results.org = await largeOrgBench(loadOpts);
}
if (want('import')) {
  console.log('\n▶ worker import (5,000-row xlsx)');
  results.import = await importBench();
}
if (want('questions')) {
  console.log('\n▶ question import (5,000-question xlsx)');
  results.questions = await questionImportBench();
}
if (want('exam')) {
  console.log('\n▶ exams (2,000 trainees in one exam; 100 questions drawn from 50,000)');
  results.exam = await examBench();
}
if (want('stats')) {
  console.log('\n▶ statistics overview (1,000,000 training records)');
  results.stats = await statsBench(loadOpts);
}
if (want('ingest')) {
  console.log('\n▶ open-API ingest (signed batches of 500 sessions)');
  results.ingest = await ingestBench(loadOpts);
}
if (want('devices')) {
  console.log('\n▶ device agents (2,000 long polls on one instance)');
  results.devices = await deviceBench();
}
if (want('cluster')) {
  console.log('\n▶ cluster (nginx over 1 and 3 instances, Debian PostgreSQL, Redis, S3 store)');
  results.cluster = await clusterBench(loadOpts);
}
if (want('timing')) {
  console.log(
    '\n▶ timings the tests no longer assert (agent stop, whole-sheet validation, long-poll wake-up)',
  );
  results.timing = {
    agentStop: await agentStopBench(),
    importValidation: await importValidationBench(),
    wake: await wakeBench(),
  };
}
if (want('backup')) {
  console.log('\n▶ a backup zip declaring 300 MiB in a few hundred KB, uploaded to 上传备份并恢复');
  results.backup = { bomb: await backupBombBench() };
}
if (want('web') || want('lighthouse')) {
  const server = await startServer();
  try {
    if (want('web')) {
      console.log('\n▶ front-end weight');
      results.web = await webWeight(server.url);
      console.log('\n▶ API 文档 viewer (a module at a time, next to the whole document)');
      results.docsViewer = await docsViewerBench(server.url, quick ? 1 : 3);
    }
    if (want('lighthouse')) {
      console.log('\n▶ Lighthouse');
      results.lighthouse = await lighthouseBench(server.url, quick ? 1 : 3);
    }
  } finally {
    await server.dispose();
  }
}

if (results.startTime) {
  const s = results.startTime;
  table(
    ['start', 'value'],
    [
      ['cold start (empty DATA_DIR)', `${s.coldStartMs} ms`],
      ['warm restart', `${s.warmStartMs} ms`],
      ['idle RSS', `${s.idleRssMb} MB`],
    ],
  );
}
const apiRows = (rows) =>
  rows.map((r) => [
    r.name,
    r.rps,
    r.p50 ?? '–',
    r.p99 ?? '–',
    r.errors ?? '–',
    r.baselineRps ?? '–',
    `${r.ratio} %`,
    r.cpuUs ?? '–',
    r.cpuRatio === undefined ? '–' : `${r.cpuRatio} %`,
  ]);
const API_COLUMNS = [
  'scenario',
  'req/s',
  'p50 ms',
  'p99 ms',
  'errors',
  'baseline req/s',
  'of baseline',
  'CPU µs/req',
  'CPU of baseline',
];
if (results.api) {
  table(API_COLUMNS, apiRows(results.api.rows));
  console.log(`\nserver RSS: ${results.api.rss.idleMb} MB idle, ${results.api.rss.endMb} MB after the load`);
}
if (results.cluster) {
  console.log("\ncluster (through nginx; CPU is the instances' together):");
  table(API_COLUMNS, apiRows(results.cluster.rows));
}
if (results.logging) {
  for (const [level, measured] of Object.entries(results.logging)) {
    console.log(`\nLOG_LEVEL=${level} (baseline median ${measured.baselineRps} req/s):`);
    table(API_COLUMNS, apiRows(measured.rows));
  }
}
if (results.large) {
  console.log(`\nlarge data (seeded in ${results.large.seedSeconds} s):`);
  table(API_COLUMNS, apiRows(results.large.rows));
}
if (results.org) {
  const d = results.org.data;
  console.log(
    `\nlarge organisation (seeded in ${results.org.seedSeconds} s: ${d.enterprises} enterprises, ` +
      `${d.workers} staff, ${d.demo_workers} in the demo enterprise over ${d.demo_depts} departments):`,
  );
  table(API_COLUMNS, apiRows(results.org.rows));
  for (const [name, plan] of Object.entries(results.org.explain))
    console.log(`\n${name}:\n${plan.join('\n')}`);
}
if (results.stats) {
  const s = results.stats;
  console.log(
    `\nstatistics (seeded in ${s.seedSeconds} s: ${s.data.records} records, ${s.data.measured_records} of the ` +
      `measured enterprise; ${s.data.daily_rows} rollup rows, ${s.data.measured_daily_rows} of it; ` +
      `${s.connections} connections; goal p99 ≤ 50 ms):`,
  );
  table(
    [...API_COLUMNS, 'p99 ≤ 50 ms'],
    apiRows(s.rows).map((r, i) => [...r, s.rows[i].withinGoal ? 'yes' : 'NO']),
  );
  for (const [name, plans] of Object.entries(s.explain))
    for (const plan of plans) console.log(`\n${name}:\n${plan.join('\n')}`);
}
if (results.ingest) {
  const g = results.ingest;
  console.log(
    `\nopen-API ingest: batches of ${g.batch} sessions of ${g.soft} over ${g.staff} staff; ` +
      `goal ≥ ${g.goalRecordsPerS} records/s; baseline with as many connections as senders:`,
  );
  table(
    [
      'ingest',
      'records/s',
      'batches/s',
      'p50 ms',
      'p99 ms',
      'errors',
      'baseline req/s',
      'of baseline',
      'server CPU µs/record',
      'PostgreSQL CPU µs/record',
      'goal',
    ],
    [...g.rows, g.retry].map((r) => [
      r.name,
      r.recordsPerS,
      r.batchesPerS,
      r.p50,
      r.p99,
      r.errors,
      r.baselineRps ?? '–',
      r.ratio === undefined ? '–' : `${r.ratio} %`,
      r.cpuUsPerRecord,
      r.pgCpuUsPerRecord,
      r.withinGoal === undefined ? '–' : r.withinGoal ? 'yes' : 'NO',
    ]),
  );
  const s = g.stored;
  console.log(
    `stored: ${s.reported} reported records and ${s.rollup} in the rollup for ${s.answered} answered; ` +
      `${s.planProgress} in the plan's progress for ${s.inPlan} sent in it`,
  );
}
if (results.devices) {
  const d = results.devices;
  const yes = (ok) => (ok ? 'yes' : 'NO');
  console.log(
    `\ndevice agents: ${d.agents} long polls (wait=25) on one instance; baselines measured in the same run:`,
  );
  table(
    ['devices', 'measured', 'baseline', 'of baseline', 'goal', 'met'],
    [
      [
        `command → agent, ${d.delivery.commands} commands (p50 ${d.delivery.p50Ms} ms, max ${d.delivery.maxMs} ms, lost ${d.delivery.lost})`,
        `p99 ${d.delivery.p99Ms} ms`,
        `GET round trip p99 ${d.delivery.baselineP99Ms} ms`,
        `${d.delivery.ofBaseline}×`,
        `≤ ${d.goals.p99Ms} ms`,
        yes(d.delivery.lost === 0 && d.delivery.p99Ms <= d.goals.p99Ms),
      ],
      [
        'server RSS with every poll waiting',
        `${d.rss.waitingMb} MB`,
        `${d.rss.idleMb} MB idle`,
        `${d.rss.ofBaseline}×`,
        `≤ ${d.goals.rssMb} MB`,
        yes(d.rss.waitingMb <= d.goals.rssMb),
      ],
      [
        `CPU of ${d.agents} heartbeats / 30 s: with them ${d.cpu.withHeartbeats.totalPct} % (server ${d.cpu.withHeartbeats.serverPct} + PostgreSQL ${d.cpu.withHeartbeats.postgresPct}) less the polls alone ${d.cpu.pollingOnly.totalPct} %`,
        `${d.cpu.heartbeatPct} % of a core`,
        `bare route, same POSTs: ${d.cpu.baselinePct} %`,
        d.cpu.baselinePct > 0 ? `${Math.round((d.cpu.heartbeatPct / d.cpu.baselinePct) * 10) / 10}×` : '–',
        `≤ ${d.goals.heartbeatCorePct} % of a core`,
        yes(d.cpu.heartbeatPct <= d.goals.heartbeatCorePct),
      ],
    ],
  );
}
/** An import's table: each step's wall time and server CPU beside the parse-only baseline. */
function importTable(rows) {
  table(
    [
      'import',
      'rows',
      'wall ms (median)',
      'server CPU ms',
      'parse-only baseline ms',
      '× baseline',
      'under 10 s',
    ],
    rows.map((r) => [
      r.name,
      r.rows,
      r.ms,
      r.serverCpuMs,
      r.parseMs,
      r.ofBaseline,
      r.withinGoal ? 'yes' : 'NO',
    ]),
  );
}
if (results.import) {
  const i = results.import;
  console.log(
    `\nworker import: ${i.sheetKb} KB sheet, ${i.depts} departments and ${i.posts} posts matched by name`,
  );
  importTable(i.rows);
}
if (results.questions) {
  console.log(`\nquestion import: ${results.questions.sheetKb} KB sheet into a bank of the demo enterprise`);
  importTable(results.questions.rows);
}
if (results.exam) {
  const e = results.exam;
  console.log(
    `\nexams: ${e.trainees} trainees on one instance, a random paper of 100 from ${e.questions} questions ` +
      `(seeded in ${e.seedSeconds} s); baselines: the same requests to the bare route, same moments and connections:`,
  );
  table(['exam', 'measured', 'baseline', 'of baseline', 'goal', 'met'], examRows(e));
}
if (results.timing) {
  const { agentStop: a, importValidation: v, wake: w } = results.timing;
  console.log('\ntimings once asserted in tests, each next to a baseline of the same run (medians):');
  table(
    ['timing', 'measured', 'baseline', 'of baseline'],
    [
      [
        `device agent: stop → runAgent returns (${a.runs} runs)`,
        `${a.agentUs} µs`,
        `bare abort → rejection ${a.baselineUs} µs`,
        `${a.ofBaseline}×`,
      ],
      [
        `worker import dry run, whole-sheet validation (${v.runs} runs)`,
        `${v.ms} ms`,
        `same sheet without it ${v.baselineMs} ms`,
        `${v.ofBaseline}×`,
      ],
      [
        `command on 1 → poll on 3 (${w.runs} runs, max ${w.maxMs} ms)`,
        `${w.ms} ms`,
        `command on 3 → poll on 3 ${w.baselineMs} ms`,
        `${w.ofBaseline}×`,
      ],
    ],
  );
}
if (results.backup) {
  const b = results.backup.bomb;
  table(
    ['upload refused (medians)', 'measured', 'baseline', 'of baseline'],
    [
      [
        `zip of ${Math.round(b.bytes / 1024)} KB declaring ${b.declaredBytes / 1024 ** 2} MiB (${b.runs} runs)`,
        `${b.ms} ms`,
        `a file as large that is no zip ${b.baselineMs} ms`,
        `${b.ofBaseline}×`,
      ],
    ],
  );
}
if (results.web) {
  table(
    [
      'first visit',
      'JS KB',
      'CSS KB',
      'requests',
      'scripts',
      'scripts before 1st API call',
      'before page data',
      'largest chunk',
      'JS + CSS gzip KB',
    ],
    Object.entries(results.web).map(([page, w]) => [
      page,
      w.jsKb,
      w.cssKb,
      w.requests,
      w.scriptRequests,
      w.scriptsBeforeFirstApi,
      w.scriptsBeforePageData,
      w.largestChunk,
      w.jsCssGzipKb,
    ]),
  );
}
if (results.docsViewer) {
  const d = results.docsViewer;
  const row = (what, r) => [what, r.indexMs, r.chosenMs, r.openedMs, r.totalMs];
  table(
    ['API 文档 (median ms)', 'index shown', 'chosen shown', 'tag opened', 'total'],
    [row(`${d.module} chosen`, d.byModule), row('whole document chosen (baseline)', d.wholeDocument)],
  );
  console.log(`\n${d.module}: ${d.ofWhole} of the whole document's wait`);
}
if (results.lighthouse) {
  table(
    ['Lighthouse (median)', 'perf', 'a11y', 'best pr.', 'FCP ms', 'LCP ms', 'TBT ms', 'total KB'],
    Object.entries(results.lighthouse).map(([k, v]) => [
      k,
      v.performance,
      v.accessibility,
      v.bestPractices,
      v.fcpMs,
      v.lcpMs,
      v.tbtMs,
      v.totalKb,
    ]),
  );
}

mkdirSync(path.join(BENCH, 'results'), { recursive: true });
const file = path.join(BENCH, 'results', `${results.date.slice(0, 10)}${quick ? '.quick' : ''}.json`);
// A partial run (--only) replaces its own sections of the day's file and keeps the others.
const previous = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
writeFileSync(file, `${JSON.stringify({ ...previous, ...results }, null, 2)}\n`);
console.log(`\nwritten to ${path.relative(ROOT, file)}`);
