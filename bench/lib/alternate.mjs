import autocannon from 'autocannon';

import { median } from './median.mjs';
import { cpuMs } from './processes.mjs';

const once = (target, connections, duration) =>
  new Promise((resolve, reject) =>
    autocannon({ url: target.url, headers: target.headers, connections, duration }, (err, r) =>
      err ? reject(err) : resolve(r),
    ),
  );

/**
 * Loads the targets in turn, a short slice each, for several rounds (the order reversed every
 * other round), and pools each group's requests and server CPU time (targets of one `group` are
 * several processes of the same server). On a shared host whose speed drifts from one second to
 * the next, one long run per target gave the same code ratios 30 points apart, and two processes
 * of one build differ by several points; alternating slices over several processes see the same
 * machine. The load runs in this process, never in a server's event loop.
 */
export async function alternate(targets, { rounds = 8, slice = 2, connections = 100 } = {}) {
  for (const t of targets) await once(t, connections, 2);
  const groups = new Map();
  for (const t of targets) {
    if (!groups.has(t.group))
      groups.set(t.group, { requests: 0, cpuMs: 0, seconds: 0, errors: 0, p50: [], p99: [] });
  }
  for (let round = 0; round < rounds; round++) {
    for (const t of round % 2 ? [...targets].reverse() : targets) {
      const before = cpuMs(t.pid);
      const r = await once(t, connections, slice);
      const g = groups.get(t.group);
      g.cpuMs += cpuMs(t.pid) - before;
      g.requests += r.requests.total;
      g.seconds += slice;
      g.errors += r.errors + r.timeouts + r.non2xx;
      g.p50.push(r.latency.p50);
      g.p99.push(r.latency.p99);
    }
  }
  return Object.fromEntries(
    [...groups].map(([group, g]) => [
      group,
      {
        rps: g.requests / g.seconds,
        p50: median(g.p50),
        p99: median(g.p99),
        errors: g.errors,
        cpuUs: g.requests ? Math.round((g.cpuMs * 1000) / g.requests) : null,
      },
    ]),
  );
}
