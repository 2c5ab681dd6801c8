// The exam bench's 2,000 trainees, in their own process (forked by exam.mjs), each with its own
// keep-alive connection as each browser would have. The parent sends one phase at a time and gets
// its latencies back. A phase goes to the CoalSim server, or with `baseline: true` to the bare
// route, which then gets the same requests at the same moments: same method and body, path `/`.
//   { init: { url, baselineUrl, tokens, examId, answers: [[questionId, answer]] } }
//   { phase: 'prep' }  each opens 我的考试 (GET api/train/my-exam) first, 20 at a time; no figure
//   { phase: 'start', baseline?, spreadMs }   one start each, evenly over spreadMs
//   { phase: 'save', baseline?, rounds, intervalMs }  one save each per interval, staggered evenly
//   { phase: 'submit', baseline?, spreadMs }  one submission each, evenly over spreadMs
// Trainee i answers its first 60 + (i % 41) questions right and the rest wrong, so its score is
// known; the saves carry the answers in `rounds` slices, so by the last round every one is saved.
import http from 'node:http';

let url;
let baselineUrl;
let examId;
const trainees = [];
const right = new Map();

function request(trainee, method, route, body, baseline) {
  const target = baseline ? `${baselineUrl}/` : `${url}${route}`;
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.request(
      target,
      {
        method,
        agent: trainee.agent,
        headers: {
          authorization: trainee.token,
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode, text, ms: performance.now() - t0 }));
      },
    );
    req.on('error', (err) => resolve({ status: 0, text: String(err), ms: performance.now() - t0 }));
    req.end(body);
  });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round1 = (x) => Math.round(x * 10) / 10;

/** Runs `send(i)` for each request at `at(i)` ms from now (never waiting for earlier answers). */
async function paced(count, at, send) {
  const t0 = performance.now();
  const results = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      new Promise((resolve) => setTimeout(resolve, Math.max(0, at(i) - (performance.now() - t0)))).then(() =>
        send(i),
      ),
    ),
  );
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const failed = results.filter((r) => r.status < 200 || r.status >= 300);
  return {
    requests: count,
    errors: failed.length,
    firstError: failed[0] && `${failed[0].status} ${failed[0].text.slice(0, 200)}`,
    p50Ms: round1(percentile(ms, 50)),
    p99Ms: round1(percentile(ms, 99)),
    maxMs: round1(ms.at(-1)),
    wallMs: Math.round(performance.now() - t0),
    results,
  };
}

/** The trainee's answer to the attempt's j-th question: right for the first `correct` ones. */
function answerOf(trainee, q, j) {
  const answer = right.get(q.id);
  if (j < trainee.correct) return answer;
  if (q.type === 'judge') return !answer;
  // Every multiple choice's answer has two or three options: one alone is always wrong.
  if (q.type === 'multiple') return [answer.includes('A') ? 'B' : 'A'];
  return answer === 'A' ? 'B' : 'A';
}

const phases = {
  async prep() {
    let next = 0;
    const out = [];
    const worker = async () => {
      for (let i = next++; i < trainees.length; i = next++)
        out.push(await request(trainees[i], 'GET', '/api/train/my-exam'));
    };
    await Promise.all(Array.from({ length: 20 }, worker));
    return { requests: out.length, errors: out.filter((r) => r.status !== 200).length };
  },

  async start({ baseline, spreadMs }) {
    const step = spreadMs / trainees.length;
    const r = await paced(
      trainees.length,
      (i) => i * step,
      (i) => request(trainees[i], 'POST', `/api/train/my-exam/${examId}/start`, undefined, baseline),
    );
    if (!baseline)
      r.results.forEach((res, i) => {
        if (res.status !== 200) return;
        const started = JSON.parse(res.text);
        trainees[i].attemptId = started.attemptId;
        trainees[i].questions = started.questions;
      });
    return r;
  },

  async save({ baseline, rounds, intervalMs }) {
    const n = trainees.length;
    const bodyOf = (t, round) => {
      const per = Math.ceil(t.questions.length / rounds);
      const slice = t.questions.slice(round * per, (round + 1) * per);
      return JSON.stringify({
        answers: Object.fromEntries(slice.map((q, k) => [q.id, answerOf(t, q, round * per + k)])),
      });
    };
    return paced(
      n * rounds,
      (k) => Math.floor(k / n) * intervalMs + (k % n) * (intervalMs / n),
      (k) => {
        const t = trainees[k % n];
        const body = bodyOf(t, Math.floor(k / n));
        return request(t, 'PUT', `/api/train/attempt/${t.attemptId}/answers`, body, baseline);
      },
    );
  },

  async submit({ baseline, spreadMs }) {
    const step = spreadMs / trainees.length;
    const r = await paced(
      trainees.length,
      (i) => i * step,
      (i) =>
        request(
          trainees[i],
          'POST',
          `/api/train/attempt/${trainees[i].attemptId}/submit`,
          undefined,
          baseline,
        ),
    );
    if (!baseline) {
      // Graded as expected: each trainee's score is the number of questions it answered right.
      r.wrongScores = r.results.filter(
        (res, i) => res.status === 200 && JSON.parse(res.text).score !== trainees[i].correct,
      ).length;
      r.expectedScoreSum = trainees.reduce((s, t) => s + t.correct, 0);
    }
    return r;
  },
};

process.on('message', async (msg) => {
  if (msg.init) {
    ({ url, baselineUrl, examId } = msg.init);
    for (const [id, answer] of msg.init.answers) right.set(id, answer);
    msg.init.tokens.forEach((token, i) =>
      trainees.push({
        token,
        correct: 60 + (i % 41),
        agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
      }),
    );
    process.send({ ready: true });
  } else if (msg.phase) {
    const { results: _results, ...summary } = await phases[msg.phase](msg);
    process.send({ done: msg.phase, ...summary });
  } else if (msg.stop) {
    for (const t of trainees) t.agent.destroy();
    process.exit(0);
  }
});
