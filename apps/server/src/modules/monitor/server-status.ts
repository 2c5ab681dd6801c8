import type { CacheStats, ServerStatus } from '@coalsim/contract';
import type { FastifyInstance } from 'fastify';

import type { Caches } from '../../plugins/caches.js';
import { readDatabaseStats } from './database-stats.js';
import { createHostStats } from './host-stats.js';
import { processStats } from './process-stats.js';
import { createRedisStats } from './redis-stats.js';
import { ViewerReadings } from './viewer-readings.js';

interface Countable {
  stats(): { entries: number; hits: number; misses: number };
}

function cacheStats(caches: Caches): CacheStats[] {
  return (Object.entries(caches) as [string, Countable][]).map(([name, cache]) => {
    const { entries, hits, misses } = cache.stats();
    const reads = hits + misses;
    return {
      name,
      entries,
      hits,
      misses,
      hitRate: reads > 0 ? Math.round((hits / reads) * 1000) / 10 : null,
    };
  });
}

/**
 * One reader of 服务监控's figures per instance. CPU and event-loop figures are per viewer: since
 * that viewer's previous reading, whoever else reads meanwhile.
 */
export function createServerStatus(app: FastifyInstance, redisUrl: string | undefined) {
  const host = createHostStats();
  const readings = new ViewerReadings();
  const redis = redisUrl ? createRedisStats(redisUrl) : undefined;
  return {
    async read(viewer: string): Promise<ServerStatus> {
      const [machine, database, redisFigures] = await Promise.all([
        host(),
        readDatabaseStats(app.pool),
        redis ? redis.read() : null,
      ]);
      const reading = readings.read(viewer);
      return {
        time: new Date().toISOString(),
        ...machine,
        cpu: { ...machine.cpu, usage: reading.cpuUsage },
        process: processStats(reading),
        database,
        redis: redisFigures,
        caches: cacheStats(app.caches),
      };
    },
    async close() {
      readings.close();
      await redis?.close();
    },
  };
}
