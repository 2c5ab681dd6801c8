// Issue 45 "Numbers", in one run on one instance of the built server (a fresh DATA_DIR, data from
// exam-seed.mjs): 2,000 trainees in one exam of a 100-question random paper drawn from a
// 50,000-question bank. All start within a minute (a hall entering as the exam opens: the issue
// gives starts no pace, and each costs some 24 ms of CPU here, server and PostgreSQL, 16 of them
// the draw, so 2 cores serve some 80 a second at most); then each saves once every 15 s for 4
// rounds (133 saves/s, a quarter of the answers each); then all submit within 10 s (the issue's),
// every score checked against the answers given, in the answers and in the database. The server's
// RSS is sampled every 250 ms throughout. Then the paper's preview (GET api/train/paper/{id}/preview,
// one draw of 100 of the 50,000 questions), one request at a time. Right before each phase the bare
// Fastify route gets the same requests at the same moments from the same 2,000 connections (the
// trainees' process, exam-trainees.mjs): "of baseline" is the phase's p99 over the baseline's.
import { fork } from 'node:child_process';
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
import { QUESTIONS, seedExam, TRAINEES } from './exam-seed.mjs';

export const EXAM_GOALS = { startP99Ms: 300, saveP99Ms: 100, submitP99Ms: 1_000, rssMb: 500, drawP99Ms: 50 };
const START_SPREAD_MS = 60_000;
const SUBMIT_SPREAD_MS = 10_000;
const SAVE_ROUNDS = 4;
const SAVE_INTERVAL_MS = 15_000;
const DRAWS = 300;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const round1 = (x) => Math.round(x * 10) / 10;
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function startTrainees(init) {
  const child = fork(path.join(BENCH, 'scenarios/exam-trainees.mjs'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let waiting;
  child.on('message', ({ done: _phase, ...summary }) => waiting?.(summary));
  const ask = (msg) =>
    new Promise((resolve) => {
      waiting = resolve;
      child.send(msg);
    });
  return {
    ready: ask({ init }),
    run: (phase, opts) => ask({ phase, ...opts }),
    stop: () => child.send({ stop: true }),
  };
}

/** The server's RSS every 250 ms while the trainees are at it: the largest seen. */
function rssSampler(pid) {
  let maxMb = 0;
  const timer = setInterval(() => (maxMb = Math.max(maxMb, rssMb(pid))), 250);
  return { stop: () => (clearInterval(timer), Math.max(maxMb, rssMb(pid))) };
}

/** A phase against the baseline, then against the server, with the server's and PostgreSQL's CPU. */
async function phase(trainees, server, name, opts) {
  const baseline = await trainees.run(name, { ...opts, baseline: true });
  await sleep(2_000);
  const [s0, p0] = [cpuMs(server.pid), postgresCpuMs(server.dataDir)];
  const measured = await trainees.run(name, opts);
  const [s, p] = [cpuMs(server.pid) - s0, postgresCpuMs(server.dataDir) - p0];
  const out = {
    ...measured,
    baselineP99Ms: baseline.p99Ms,
    baselineErrors: baseline.errors,
    ofBaseline: round1(measured.p99Ms / Math.max(baseline.p99Ms, 0.1)),
    serverCpuMsPerReq: round1(s / measured.requests),
    postgresCpuMsPerReq: round1(p / measured.requests),
  };
  console.log(
    `  ${name}: ${out.requests} in ${out.wallMs} ms, p50 ${out.p50Ms} ms, p99 ${out.p99Ms} ms, max ${out.maxMs} ms, ` +
      `errors ${out.errors}${out.firstError ? ` (${out.firstError})` : ''}; baseline p99 ${out.baselineP99Ms} ms; ` +
      `CPU per request: server ${out.serverCpuMsPerReq} ms, PostgreSQL ${out.postgresCpuMsPerReq} ms`,
  );
  await sleep(2_000);
  return out;
}

/** `count` requests one after another (after 20 unmeasured): p50, p99 and max of their round trips. */
async function sequential(url, headers, count) {
  const once = async () => {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return performance.now() - t0;
  };
  for (let i = 0; i < 20; i++) await once();
  const ms = [];
  for (let i = 0; i < count; i++) ms.push(await once());
  ms.sort((a, b) => a - b);
  return { p50Ms: round1(percentile(ms, 50)), p99Ms: round1(percentile(ms, 99)), maxMs: round1(ms.at(-1)) };
}

/** What the database holds once everyone has handed in. */
async function stored(client, examId) {
  const { rows } = await client.query(
    `SELECT count(*)::int AS attempts, count(submitted_at)::int AS submitted, count(score)::int AS graded,
            coalesce(sum(score), 0)::float AS score_sum, count(*) FILTER (WHERE reason = 'trainee')::int AS by_trainee,
            (SELECT count(best_score)::int FROM exam_candidate WHERE exam_id = $1) AS candidates_scored
     FROM exam_attempt WHERE exam_id = $1`,
    [examId],
  );
  return rows[0];
}

export async function examBench() {
  const baseline = await startBaseline();
  const server = await startServer();
  const client = databaseClient(server);
  let trainees;
  try {
    await client.connect();
    const token = await signIn(server.url, 'enterprise');
    const seed = await seedExam(client, server.url, token);
    console.log(
      `  seeded in ${seed.seedSeconds} s: ${QUESTIONS} questions, ${TRAINEES} trainees, exam published`,
    );
    await sleep(2_000);
    const idleRssMb = rssMb(server.pid);

    const { tokens, answers, examId } = seed;
    trainees = startTrainees({ url: server.url, baselineUrl: baseline.url, tokens, answers, examId });
    await trainees.ready;
    const rss = rssSampler(server.pid);
    const prep = await trainees.run('prep');
    if (prep.errors > 0) throw new Error(`我的考试: ${prep.errors} of ${prep.requests} failed`);
    const start = await phase(trainees, server, 'start', { spreadMs: START_SPREAD_MS });
    const save = await phase(trainees, server, 'save', { rounds: SAVE_ROUNDS, intervalMs: SAVE_INTERVAL_MS });
    const submit = await phase(trainees, server, 'submit', { spreadMs: SUBMIT_SPREAD_MS });
    const maxRssMb = rss.stop();
    const db = await stored(client, examId);
    const graded =
      db.submitted === TRAINEES &&
      db.graded === TRAINEES &&
      db.by_trainee === TRAINEES &&
      db.candidates_scored === TRAINEES &&
      db.score_sum === submit.expectedScoreSum &&
      submit.wrongScores === 0;
    console.log(
      `  RSS ${idleRssMb} MB idle, at most ${maxRssMb} MB; stored: ${db.submitted} of ${db.attempts} attempts submitted, ` +
        `${db.graded} graded, score sum ${db.score_sum} (expected ${submit.expectedScoreSum}), ` +
        `${submit.wrongScores} answered with another score`,
    );

    const auth = { authorization: token };
    const drawBaseline = await sequential(baseline.url, {}, DRAWS);
    const draw = await sequential(`${server.url}/api/train/paper/${seed.paperId}/preview`, auth, DRAWS);
    console.log(
      `  preview (100 of ${QUESTIONS}): p99 ${draw.p99Ms} ms; baseline GET p99 ${drawBaseline.p99Ms} ms`,
    );

    return {
      trainees: TRAINEES,
      questions: QUESTIONS,
      startSpreadS: START_SPREAD_MS / 1000,
      submitSpreadS: SUBMIT_SPREAD_MS / 1000,
      goals: EXAM_GOALS,
      seedSeconds: seed.seedSeconds,
      start,
      save,
      submit,
      stored: db,
      graded,
      rss: { idleMb: idleRssMb, maxMb: maxRssMb, ofBaseline: round1(maxRssMb / idleRssMb) },
      draw: {
        ...draw,
        baselineP99Ms: drawBaseline.p99Ms,
        ofBaseline: round1(draw.p99Ms / Math.max(drawBaseline.p99Ms, 0.1)),
        requests: DRAWS,
      },
    };
  } finally {
    trainees?.stop();
    await client.end().catch(() => undefined);
    await server.dispose();
    await baseline.stop();
  }
}

/** The section's table in run.mjs: each figure, its baseline, the ratio, the goal and whether it is met. */
export function examRows(e) {
  const yes = (ok) => (ok ? 'yes' : 'NO');
  const g = e.goals;
  const row = (what, r, goal, ok) => [
    `${what} (p50 ${r.p50Ms} ms, max ${r.maxMs} ms, errors ${r.errors ?? 0})`,
    `p99 ${r.p99Ms} ms`,
    `p99 ${r.baselineP99Ms} ms`,
    `${r.ofBaseline}×`,
    goal,
    yes(ok),
  ];
  return [
    row(
      `${e.trainees} starts within ${e.startSpreadS} s`,
      e.start,
      `≤ ${g.startP99Ms} ms`,
      !e.start.errors && e.start.p99Ms <= g.startP99Ms,
    ),
    row(
      `${e.save.requests} saves, 1 per trainee per 15 s`,
      e.save,
      `≤ ${g.saveP99Ms} ms`,
      !e.save.errors && e.save.p99Ms <= g.saveP99Ms,
    ),
    row(
      `${e.trainees} submissions within ${e.submitSpreadS} s, ${e.stored.graded} graded as answered`,
      e.submit,
      `≤ ${g.submitP99Ms} ms`,
      e.graded && !e.submit.errors && e.submit.p99Ms <= g.submitP99Ms,
    ),
    [
      'server RSS, largest sample',
      `${e.rss.maxMb} MB`,
      `${e.rss.idleMb} MB idle`,
      `${e.rss.ofBaseline}×`,
      `≤ ${g.rssMb} MB`,
      yes(e.rss.maxMb <= g.rssMb),
    ],
    row(
      `preview: 100 of ${e.questions} questions drawn`,
      e.draw,
      `≤ ${g.drawP99Ms} ms`,
      e.draw.p99Ms <= g.drawP99Ms,
    ),
  ];
}
