import type { CacheStats, ServerStatus } from '@coalsim/contract';
import type { FastifyInstance } from 'fastify';

import type { Caches } from '../../plugins/caches.js';
import { readDatabaseStats } from './database-stats.js';
import { createHostStats } from './host-stats.js';
import { createProcessStats } from './process-stats.js';
import { createRedisStats } from './redis-stats.js';

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

/** One reader of 服务监控's figures per instance: CPU and event-loop figures are since its last reading. */
export function createServerStatus(app: FastifyInstance, redisUrl: string | undefined) {
  const host = createHostStats();
  const processStats = createProcessStats();
  const redis = redisUrl ? createRedisStats(redisUrl) : undefined;
  return {
    async read(): Promise<ServerStatus> {
      const [machine, database, redisFigures] = await Promise.all([
        host(),
        readDatabaseStats(app.pool),
        redis ? redis.read() : null,
      ]);
      return {
        time: new Date().toISOString(),
        ...machine,
        process: processStats.read(),
        database,
        redis: redisFigures,
        caches: cacheStats(app.caches),
      };
    },
    async close() {
      processStats.stop();
      await redis?.close();
    },
  };
}
