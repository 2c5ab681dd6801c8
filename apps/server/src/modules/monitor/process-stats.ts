import type { ServerStatus } from '@coalsim/contract';

import type { Reading } from './viewer-readings.js';

/**
 * This instance: Node's version, uptime and memory now, with the viewer's figures over time (the
 * event loop's delay and the process's CPU time since its previous reading).
 */
export function processStats(reading: Reading): ServerStatus['process'] {
  const memory = process.memoryUsage();
  return {
    node: process.version,
    uptime: Math.round(process.uptime()),
    rss: memory.rss,
    heapUsed: memory.heapUsed,
    heapTotal: memory.heapTotal,
    eventLoopP50: reading.eventLoopP50,
    eventLoopP99: reading.eventLoopP99,
    cpuUsage: reading.processCpuUsage,
  };
}
