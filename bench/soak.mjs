// `npm run bench:soak`: the built server on a fresh DATA_DIR under a mixed load of 200 connections
// for 5 minutes (--duration=SECONDS to shorten), its memory and database connections sampled
// every 10 s. Prints Markdown tables, writes bench/results/<date>.soak.json and exits 1 on any
// 5xx, socket error or timeout.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { runWorker } from './lib/load.mjs';
import { BENCH, ROOT, signIn, startServer } from './lib/processes.mjs';
import { connectToEmbeddedPostgres, pgSummary, rssSummary, startSampling } from './lib/soak-samples.mjs';
import { prepareWorkload, soakGroups } from './lib/soak-workload.mjs';

const durationArg = process.argv.find((a) => a.startsWith('--duration='))?.slice('--duration='.length);
const duration = Number(durationArg ?? 300);
if (!Number.isInteger(duration) || duration < 10) {
  console.error('--duration takes whole seconds, at least 10');
  process.exit(2);
}
const SAMPLE_EVERY_MS = 10_000;

// tsc -b is incremental: a no-op when the server and the contract have not changed.
for (const workspace of ['@coalsim/contract', '@coalsim/server']) {
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const table = (head, rows) => {
  console.log(`\n| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|`);
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
};

const server = await startServer();
let client;
let results;
try {
  client = await connectToEmbeddedPostgres(server.dataDir);
  const workload = await prepareWorkload(server.url, {
    adminToken: await signIn(server.url, 'admin'),
    workerToken: await signIn(server.url, 'worker'),
  });
  const groups = soakGroups(workload);
  const connections = groups.reduce((n, g) => n + g.connections, 0);
  console.log(
    `\n▶ soak: ${connections} connections for ${duration} s (${groups.map((g) => `${g.name} ${g.connections}`).join(', ')})`,
  );

  const sampling = await startSampling({ pid: server.pid, client, everyMs: SAMPLE_EVERY_MS });
  const outcomes = await Promise.all(
    groups.map((g) =>
      runWorker(
        { url: server.url, connections: g.connections, duration, requests: g.requests },
        path.join(BENCH, 'lib/soak-worker.mjs'),
      ),
    ),
  );
  const samples = await sampling.stop();
  results = {
    date: new Date().toISOString(),
    node: process.version,
    durationSeconds: duration,
    connections,
    groups: groups.map((g, i) => ({ name: g.name, connections: g.connections, ...outcomes[i] })),
    rss: rssSummary(samples),
    pgConnections: pgSummary(samples),
    samples,
  };
} finally {
  await client?.end().catch(() => undefined);
  await server.dispose();
}

const total = results.groups.reduce((n, g) => n + g.requests, 0);
const share = (n) => `${Math.round((n / total) * 1000) / 10} %`;
table(
  [
    'group',
    'connections',
    'requests',
    'share',
    'req/s',
    '2xx',
    '4xx',
    '5xx',
    'errors + timeouts',
    'p50 ms',
    'p99 ms',
  ],
  results.groups.map((g) => [
    g.name,
    g.connections,
    g.requests,
    share(g.requests),
    Math.round(g.rps),
    g['2xx'],
    g['4xx'],
    g['5xx'],
    g.errors + g.timeouts,
    g.p50,
    g.p99,
  ]),
);
const { rss, pgConnections } = results;
table(
  ['server', 'value'],
  [
    ['total requests', total],
    ['RSS first / max / last', `${rss.firstMb} / ${rss.maxMb} / ${rss.lastMb} MB`],
    [
      'RSS growth, first third / last third',
      `${rss.firstThirdGrowthMb ?? '—'} / ${rss.lastThirdGrowthMb ?? '—'} MB`,
    ],
    ['RSS levels off', rss.levelsOff === null ? 'run too short to tell' : rss.levelsOff ? 'yes' : 'no'],
    ['PostgreSQL connections min / max', `${pgConnections.min} / ${pgConnections.max}`],
  ],
);
table(
  ['at s', 'RSS MB', 'pg connections'],
  results.samples.map((s) => [s.atSeconds, s.rssMb, s.pgConnections]),
);

mkdirSync(path.join(BENCH, 'results'), { recursive: true });
const file = path.join(BENCH, 'results', `${results.date.slice(0, 10)}.soak.json`);
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nwritten to ${path.relative(ROOT, file)}`);

const failures = results.groups.reduce((n, g) => n + g['5xx'] + g.errors + g.timeouts, 0);
if (failures > 0) {
  console.error(`\n✖ ${failures} requests failed (5xx, socket errors or timeouts)`);
  process.exit(1);
}
