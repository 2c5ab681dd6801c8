import { monitorEventLoopDelay } from 'node:perf_hooks';

import type { ServerStatus } from '@coalsim/contract';

const NS_PER_MS = 1e6;

/**
 * This instance: Node's version, uptime, memory, and what happened since the previous reading —
 * the event loop's delay (a histogram sampled every 20 ms) and the process's CPU time.
 */
export function createProcessStats() {
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  let cpu = process.cpuUsage();
  let at = process.hrtime.bigint();
  return {
    read(): ServerStatus['process'] {
      const now = process.hrtime.bigint();
      const used = process.cpuUsage(cpu);
      const elapsedUs = Number(now - at) / 1000;
      cpu = process.cpuUsage();
      at = now;
      const memory = process.memoryUsage();
      // Before the histogram's first sample its percentiles are 0; never NaN.
      const p = (q: number) =>
        delay.count > 0 ? Math.round((delay.percentile(q) / NS_PER_MS) * 100) / 100 : 0;
      const reading = {
        node: process.version,
        uptime: Math.round(process.uptime()),
        rss: memory.rss,
        heapUsed: memory.heapUsed,
        heapTotal: memory.heapTotal,
        eventLoopP50: p(50),
        eventLoopP99: p(99),
        cpuUsage: elapsedUs > 0 ? Math.round(((used.user + used.system) / elapsedUs) * 1000) / 10 : 0,
      };
      delay.reset();
      return reading;
    },
    stop() {
      delay.disable();
    },
  };
}
