// Issue 33: 2,000 simulated device agents on one instance (the built server, a fresh DATA_DIR).
// Each agent long-polls GET api/device-agent/commands?wait=25 from one process (undici keeps a
// connection per waiting poll). Measured: the server's RSS idle and with every poll waiting; the
// time from POST api/center/device-command (as the demo enterprise, one device at a time) to the
// agent holding the command; and the CPU (server + embedded PostgreSQL) of 30 s of polling alone,
// then of 30 s with every agent heartbeating once, staggered evenly (after a whole interval of
// them): the heartbeats' cost is the difference, the goal's figure. Baselines in the same run:
// the RSS before the agents connect, the round trip of a GET to the bare Fastify route while the
// polls wait, and the bare route's CPU for the same heartbeats.
import { fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';

import {
  BENCH,
  cpuMs,
  databaseClient,
  postgresCpuMs,
  rssMb,
  signIn,
  startBaseline,
  startServer,
} from '../lib/processes.mjs';

const AGENTS = 2_000;
const COMMANDS = 300;
const GOALS = { p99Ms: 1_000, rssMb: 400, heartbeatCorePct: 10 };
const WINDOW_MS = 30_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round1 = (x) => Math.round(x * 10) / 10;

/** Devices of the demo enterprise with known secrets, straight into the database. */
async function enrolledDevices(client, n) {
  const { rows } = await client.query(`select id from enterprise where name = '示例煤业集团'`);
  const secrets = Array.from({ length: n }, () => randomBytes(32).toString('base64url'));
  const values = secrets.map(
    (_, i) => `($1, 'bench-${i}', 'desktop', 'BENCH-${String(i).padStart(5, '0')}', $${i + 2})`,
  );
  const digests = secrets.map((s) => createHash('sha256').update(s).digest('hex'));
  const inserted = await client.query(
    `insert into device (enterprise_id, name, type, serial, secret_sha256) values ${values.join(',')} returning id`,
    [rows[0].id, ...digests],
  );
  return { secrets, ids: inserted.rows.map((r) => Number(r.id)) };
}

function startAgents(url, secrets) {
  const child = fork(
    path.join(BENCH, 'scenarios/device-agents-worker.mjs'),
    [JSON.stringify({ url, secrets })],
    {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  const received = new Map();
  let done;
  const finished = new Promise((r) => (done = r));
  child.on('message', (m) => {
    if (m.received) received.set(m.received, m.at);
    if (m.done) done(m);
  });
  return {
    received,
    heartbeats: (target) => child.send({ heartbeats: target }),
    stop: () => (child.send({ stop: true }), finished),
  };
}

/** CPU of the server and of PostgreSQL over a window, as % of one core. */
async function cpuOver(server, ms) {
  const [s0, p0] = [cpuMs(server.pid), postgresCpuMs(server.dataDir)];
  await sleep(ms);
  const [s, p] = [cpuMs(server.pid) - s0, postgresCpuMs(server.dataDir) - p0];
  return {
    serverPct: round1((s / ms) * 100),
    postgresPct: round1((p / ms) * 100),
    totalPct: round1(((s + p) / ms) * 100),
  };
}

export async function deviceBench() {
  const baseline = await startBaseline();
  const server = await startServer();
  const client = databaseClient(server);
  let agents;
  try {
    await client.connect();
    const token = await signIn(server.url, 'enterprise');
    const { secrets, ids } = await enrolledDevices(client, AGENTS);
    await sleep(2_000);
    const idleRss = rssMb(server.pid);

    agents = startAgents(server.url, secrets);
    await sleep(10_000);
    const waitingRss = rssMb(server.pid);
    console.log(`  RSS: ${idleRss} MB idle, ${waitingRss} MB with ${AGENTS} polls waiting`);

    // Delivery: one command at a time to a device not used before, 50 ms apart.
    const sentAt = new Map();
    for (let i = 0; i < COMMANDS; i++) {
      const deviceId = ids[(i * 7) % ids.length];
      const t0 = Date.now();
      const res = await fetch(`${server.url}/api/center/device-command`, {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ deviceIds: [deviceId], command: 'restart', args: {} }),
      });
      if (res.status !== 201) throw new Error(`command: ${res.status} ${await res.text()}`);
      sentAt.set((await res.json()).commands[0].id, t0);
      await sleep(50);
    }
    await sleep(3_000);
    const latencies = [...sentAt].flatMap(([id, t0]) =>
      agents.received.has(id) ? [agents.received.get(id) - t0] : [],
    );
    latencies.sort((a, b) => a - b);
    const lost = COMMANDS - latencies.length;
    // The baseline's round trip, measured the same way while the polls still wait.
    const trips = [];
    for (let i = 0; i < COMMANDS; i++) {
      const t0 = performance.now();
      await (await fetch(baseline.url)).arrayBuffer();
      trips.push(performance.now() - t0);
    }
    trips.sort((a, b) => a - b);
    const delivery = {
      commands: COMMANDS,
      lost,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      maxMs: latencies.at(-1),
      baselineP99Ms: round1(percentile(trips, 99)),
    };
    delivery.ofBaseline = round1(delivery.p99Ms / Math.max(delivery.baselineP99Ms, 0.1));
    console.log(
      `  delivery of ${COMMANDS} commands: p50 ${delivery.p50Ms} ms, p99 ${delivery.p99Ms} ms, max ${delivery.maxMs} ms, ` +
        `lost ${lost} (baseline GET round trip p99 ${delivery.baselineP99Ms} ms)`,
    );

    const pollingOnly = await cpuOver(server, WINDOW_MS);
    // One whole interval first: each agent's first heartbeat opens its connection and records
    // its device online; the measured interval is the steady state, as it runs all day.
    agents.heartbeats({ url: server.url, path: '/api/device-agent/heartbeat' });
    await sleep(WINDOW_MS + 2_000);
    const withHeartbeats = await cpuOver(server, WINDOW_MS);
    agents.heartbeats({ url: baseline.url });
    await sleep(WINDOW_MS + 2_000);
    const b0 = cpuMs(baseline.pid);
    await sleep(WINDOW_MS);
    const baselinePct = round1(((cpuMs(baseline.pid) - b0) / WINDOW_MS) * 100);
    agents.heartbeats(null);
    const heartbeatPct = round1(withHeartbeats.totalPct - pollingOnly.totalPct);
    console.log(
      `  CPU, % of one core: polling only ${pollingOnly.totalPct} (server ${pollingOnly.serverPct}, PostgreSQL ${pollingOnly.postgresPct}); ` +
        `with ${AGENTS} heartbeats per 30 s ${withHeartbeats.totalPct} (server ${withHeartbeats.serverPct}, PostgreSQL ${withHeartbeats.postgresPct}); ` +
        `the heartbeats ${heartbeatPct}; the bare route for as many POSTs ${baselinePct}`,
    );
    const summary = await agents.stop();
    agents = undefined;
    const { rows } = await client.query(
      `select count(*)::int as n from device where serial like 'BENCH-%' and last_seen > now() - interval '2 minutes'`,
    );
    return {
      agents: AGENTS,
      goals: GOALS,
      rss: { idleMb: idleRss, waitingMb: waitingRss, ofBaseline: round1(waitingRss / idleRss) },
      delivery,
      cpu: { pollingOnly, withHeartbeats, heartbeatPct, baselinePct, heartbeatsRecorded: rows[0].n },
      agentSummary: summary,
      withinGoals:
        lost === 0 &&
        delivery.p99Ms <= GOALS.p99Ms &&
        waitingRss <= GOALS.rssMb &&
        heartbeatPct <= GOALS.heartbeatCorePct,
    };
  } finally {
    if (agents) await agents.stop().catch(() => undefined);
    await client.end().catch(() => undefined);
    await server.dispose();
    await baseline.stop();
  }
}
