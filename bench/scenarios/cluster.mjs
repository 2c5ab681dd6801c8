// Issue 35: the portal list and auth/info through nginx, with one instance behind it and with
// three, on Debian's PostgreSQL, Redis and an S3-protocol store (the cluster harness,
// cluster/serve.ts). Each figure next to the bare-Fastify baseline measured right before it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

import { load } from '../lib/load.mjs';
import { ROOT, cpuMs, signIn, startBaseline } from '../lib/processes.mjs';
import { LIST_QUERY, row } from './api.mjs';

/** Starts the cluster and resolves with what cluster/serve.ts prints, and a stop. */
export function startCluster() {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['cluster/serve.ts', '--bench'], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`cluster/serve.ts exited ${code} before it was ready`)));
    createInterface({ input: child.stdout }).once('line', (line) =>
      resolve({
        ...JSON.parse(line),
        stop: async () => {
          child.stdin.end();
          await exited;
        },
      }),
    );
  });
}

/** The instances' CPU time together, for "CPU µs/req" of a load spread over several processes. */
const cpuOf = (pids) => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);

export async function clusterBench(opts = {}) {
  const baseline = await startBaseline();
  const cluster = await startCluster();
  try {
    const token = await signIn(cluster.proxyUrl);
    const pids = cluster.instances.map((i) => i.pid);
    const rows = [];
    for (const [label, url, behind] of [
      ['1 instance', cluster.singleProxyUrl, pids.slice(0, 1)],
      ['3 instances', cluster.proxyUrl, pids],
    ]) {
      for (const s of [
        {
          name: `GET api/portal/soft (keyword + category), ${label}`,
          url: `${url}/api/portal/soft?${LIST_QUERY}`,
        },
        { name: `GET auth/info, ${label}`, url: `${url}/auth/info`, headers: { authorization: token } },
      ]) {
        const base = await load({ url: baseline.url, pid: baseline.pid, ...opts });
        const before = cpuOf(behind);
        const r = await load({ ...s, ...opts });
        const cpuUs = r.requests ? Math.round(((cpuOf(behind) - before) * 1000) / r.requests) : null;
        rows.push(row(s.name, { ...r, cpuUs }, base));
        console.log(
          `  ${s.name}: ${Math.round(r.rps)} req/s (baseline ${Math.round(base.rps)}), p99 ${r.p99} ms, ` +
            `${cpuUs} µs instance CPU per request, errors ${r.errors}`,
        );
      }
    }
    return { rows };
  } finally {
    await cluster.stop();
    await baseline.stop();
  }
}
