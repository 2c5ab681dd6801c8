// What fills a page's long tasks on a slow phone (issue 44 §4): one cold visit in Chromium at
// Lighthouse's mobile CPU slowdown (4×), traced with the sampling profiler, then each main-thread
// task over the threshold with its style, layout and GC time, its time per chunk, and the
// functions with the most self time. A diagnostic for finding what to cut, not a figure of record
// (those are Lighthouse's, `scenarios/lighthouse.mjs`).
//
//   npm run build && node bench/profile-page.mjs [path] [account|-] [threshold ms]
//   node bench/profile-page.mjs '/#/center/device' enterprise 50
//
// Function names are the minified ones unless the web is built with `npx vite build --minify false`.
import { chromium } from '@playwright/test';

import { CHROMIUM_FLAGS, requireChromium } from './lib/chromium.mjs';
import { sessionCookie, signIn, startServer } from './lib/processes.mjs';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
].join(',');
const COUNTED = ['UpdateLayoutTree', 'Layout', 'ParseAuthorStyleSheet', 'MajorGC', 'MinorGC', 'Paint'];

/** The trace events of one cold visit of `url`, signed in with `token` when given. */
async function traceVisit(url, token) {
  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    if (token) await context.addCookies([sessionCookie(url, token)]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events = [];
    cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
    await cdp.send('Tracing.start', { categories: CATEGORIES, options: 'sampling-frequency=10000' });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await browser.close();
  }
}

/** The renderer's main thread: the CrRendererMain with the most tasks. */
function mainThread(events) {
  const threads = events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
  const taskCount = (t) =>
    events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask').length;
  return threads.map((t) => [t, taskCount(t)]).sort((a, b) => b[1] - a[1])[0][0];
}

/** The profiler's samples on that process: [timestamp µs, node] pairs. */
function samplesOf(events, pid) {
  const nodes = new Map();
  const samples = [];
  let ts = 0;
  for (const e of events.filter(
    (x) => x.pid === pid && (x.name === 'Profile' || x.name === 'ProfileChunk'),
  )) {
    if (e.name === 'Profile') {
      ts = e.args.data.startTime;
      continue;
    }
    const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, i) => {
      ts += timeDeltas[i];
      samples.push([ts, nodes.get(id)]);
    });
  }
  // Each node with the frames above it, for time spent in a function and what it called.
  for (const node of nodes.values()) node.parentNode = nodes.get(node.parent);
  return samples.filter(([, node]) => node);
}

/** The distinct frames of a sample's stack, innermost first. */
function stackOf(node) {
  const frames = new Set();
  for (let at = node; at; at = at.parentNode) if (at.callFrame.url) frames.add(frameOf(at));
  return frames;
}

const chunkOf = (node) => (node.callFrame.url || '').replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '');
const frameOf = (node) =>
  `${node.callFrame.functionName || '(anonymous)'}@${chunkOf(node)}:${node.callFrame.lineNumber}`;

function top(counts, n, unit) {
  const total = Object.values(counts).reduce((a, b) => a + b, 0) || 1;
  return Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${unit ? `${v.toFixed(0)} ms` : `${Math.round((100 * v) / total)}%`}`)
    .join(', ');
}

const [path = '/#/center/device', account = 'enterprise', threshold = '50'] = process.argv.slice(2);
const server = await startServer();
try {
  const token = account === '-' ? undefined : await signIn(server.url, account);
  const events = await traceVisit(`${server.url}${path}`, token);
  const { pid, tid } = mainThread(events);
  const mine = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const start = Math.min(...mine.map((e) => e.ts));
  const samples = samplesOf(events, pid);
  let blocking = 0;
  for (const task of mine.filter((e) => e.name === 'RunTask' && e.dur > Number(threshold) * 1000)) {
    const end = task.ts + task.dur;
    blocking += Math.max(0, task.dur / 1000 - 50);
    const kinds = {};
    for (const e of mine) {
      if (e !== task && e.ts >= task.ts && e.ts + e.dur <= end && COUNTED.includes(e.name))
        kinds[e.name] = (kinds[e.name] ?? 0) + e.dur / 1000;
    }
    const byChunk = {};
    const byFrame = {};
    const inclusive = {};
    for (const [ts, node] of samples) {
      if (ts < task.ts || ts > end) continue;
      const chunk = chunkOf(node) || node.callFrame.functionName;
      byChunk[chunk] = (byChunk[chunk] ?? 0) + 1;
      byFrame[frameOf(node)] = (byFrame[frameOf(node)] ?? 0) + 1;
      for (const frame of stackOf(node)) inclusive[frame] = (inclusive[frame] ?? 0) + 1;
    }
    const samplesIn = Object.values(byChunk).reduce((a, b) => a + b, 0) || 1;
    console.log(
      `\n@${((task.ts - start) / 1000).toFixed(0)} ms: a task of ${(task.dur / 1000).toFixed(0)} ms`,
    );
    console.log(`  rendering: ${top(kinds, 6, true) || '–'}`);
    console.log(`  by chunk:  ${top(byChunk, 8)}`);
    console.log(`  top self:  ${top(byFrame, 10)}`);
    // Share of the task's samples with the function anywhere on the stack (below 100% each).
    const total = Object.entries(inclusive)
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(process.env.PROFILE_TOTAL ?? 25))
      .map(([k, v]) => `${k} ${Math.round((100 * v) / samplesIn)}%`);
    console.log(`  top total: ${total.join(', ')}`);
  }
  console.log(`\nblocking time of these tasks (each one's time over 50 ms): ${Math.round(blocking)} ms`);
} finally {
  await server.dispose();
}
