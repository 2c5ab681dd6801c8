// Sends signed batches to POST api/open/v1/records from `connections` concurrent loops, in its own
// process (as load-worker.mjs runs autocannon), and prints a summary as JSON on stdout. autocannon
// cannot sign: every request needs its own nonce and timestamp, so each loop signs its request just
// before sending it, through the reference client. Batch `i` of a prefix is always the same bytes
// (origin ids, trainees, times and scores follow from `i`), so a retry wave re-sends exactly what
// was stored: the server compares each record's fingerprint, and any difference would be a 409.
import { signRequest, simulatedSession } from '../../tools/open-api-client.mjs';

const opts = JSON.parse(process.argv[2]);
const { url, appKey, appSecret, creditCode, employeeNos, prefix, batchSize, connections, baseTime } = opts;
const endpoint = new URL('/api/open/v1/records', url);
const DAYS = 3;
const HOUR_MS = 3_600_000;

/** Record `j` of the run: spread over the staff, a start within the last days, 10–59 minutes. */
function session(j) {
  const spread = (j * 7_919) % (DAYS * 24 * 3_600); // seconds back, well mixed over the days
  return simulatedSession({
    originId: `${prefix}-${j}`,
    creditCode,
    employeeNo: employeeNos[j % employeeNos.length],
    deviceSerial: `SIM-${String(j % 40).padStart(4, '0')}`,
    startTime: baseTime - 2 * HOUR_MS - spread * 1000,
    minutes: 10 + (j % 50),
    score: 55 + (j % 46),
    status: j % 10 === 9 ? 2 : 1,
  });
}

const batch = (i) => {
  const records = [];
  for (let k = 0; k < batchSize; k++) records.push(session(i * batchSize + k));
  return { records };
};

const latencies = [];
let batches = 0;
let records = 0;
let errors = 0;
const errorSamples = [];
const fail = (what) => {
  errors++;
  if (errorSamples.length < 5) errorSamples.push(what);
};

async function sendOne(i) {
  const payload = batch(i);
  const signed = signRequest({ appKey, appSecret, payload });
  const t0 = performance.now();
  let res;
  let text;
  try {
    res = await fetch(endpoint, { method: 'POST', headers: signed.headers, body: signed.body });
    text = await res.text();
  } catch (err) {
    return fail(`batch ${i}: ${err.message}`);
  }
  latencies.push(performance.now() - t0);
  if (res.status !== 200) return fail(`batch ${i}: ${res.status} ${text.slice(0, 300)}`);
  // A 200 must answer every record sent, in order: otherwise the bench would count what was lost.
  const stored = JSON.parse(text).records;
  const whole =
    stored?.length === batchSize && stored.every((r, k) => r.originId === payload.records[k].originId);
  if (!whole) return fail(`batch ${i}: 200 without its ${batchSize} records`);
  batches++;
  records += batchSize;
}

// `duration` (s): new batches until the time is up; `count`: batches 0 … count − 1, once each.
let next = 0;
const cpu0 = process.cpuUsage();
const started = performance.now();
const deadline = started + (opts.duration ?? Infinity) * 1000;
const loop = async () => {
  for (;;) {
    if (opts.count === undefined ? performance.now() >= deadline : next >= opts.count) return;
    await sendOne(next++);
  }
};
await Promise.all(Array.from({ length: connections }, loop));
const elapsedMs = performance.now() - started;
const cpu = process.cpuUsage(cpu0);

const sorted = latencies.sort((a, b) => a - b);
const pct = (p) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]) : null;
process.stdout.write(
  JSON.stringify({
    sent: next,
    batches,
    records,
    errors,
    errorSamples,
    elapsedMs: Math.round(elapsedMs),
    recordsPerS: (records * 1000) / elapsedMs,
    batchesPerS: (batches * 1000) / elapsedMs,
    p50: pct(0.5),
    p99: pct(0.99),
    clientCpuMs: Math.round((cpu.user + cpu.system) / 1000),
  }),
);
