import { spawn } from 'node:child_process';
import path from 'node:path';

import { BENCH, cpuMs } from './processes.mjs';

/** Runs a load-generating script in its own process; it prints its summary as JSON on stdout. */
export function runWorker(opts, script = path.join(BENCH, 'scenarios/load-worker.mjs')) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, JSON.stringify(opts)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load worker exited ${code}`)),
    );
  });
}

/**
 * Warm-up, then the measured run: 100 connections for 10 s unless told otherwise. Given the
 * server's `pid`, also the server's CPU time per answered request, in µs: unlike req/s, it hardly
 * moves when the shared machine is busy with something else, since only the server's own work
 * counts.
 */
export async function load({
  url,
  method = 'GET',
  headers,
  body,
  connections = 100,
  duration = 10,
  warmup = 2,
  pid,
}) {
  const opts = { url, method, headers, body, connections };
  if (warmup > 0) await runWorker({ ...opts, duration: warmup });
  const cpuBefore = pid ? cpuMs(pid) : 0;
  const result = await runWorker({ ...opts, duration });
  if (!pid) return result;
  const cpuUs = result.requests ? ((cpuMs(pid) - cpuBefore) * 1000) / result.requests : null;
  return { ...result, cpuUs: cpuUs === null ? null : Math.round(cpuUs) };
}
