import type { ServerStatus } from '@coalsim/contract';
import { Redis } from 'ioredis';

/** `INFO`'s `key:value` lines, all sections together. */
function parseInfo(text: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of text.split('\r\n')) {
    const at = line.indexOf(':');
    if (at > 0 && !line.startsWith('#')) values.set(line.slice(0, at), line.slice(at + 1));
  }
  return values;
}

const UNAVAILABLE = {
  available: false,
  version: '',
  usedMemory: 0,
  keys: 0,
  hitRate: null,
  connectedClients: 0,
};

/**
 * Redis's figures for 服务监控 over a connection of its own (made on the first reading, so an
 * instance nobody monitors holds none). A Redis that does not answer within a second reads as
 * unavailable, without failing the rest of the page.
 */
export function createRedisStats(url: string) {
  let redis: Redis | undefined;
  return {
    async read(): Promise<NonNullable<ServerStatus['redis']>> {
      if (!redis) {
        redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, commandTimeout: 1000 });
        // A Redis that is down is reported by the reading; its reconnect errors are not news.
        redis.on('error', () => undefined);
      }
      let info: string;
      let keys: number;
      try {
        [info, keys] = await Promise.all([redis.info(), redis.dbsize()]);
      } catch {
        return UNAVAILABLE;
      }
      const v = parseInfo(info);
      const hits = Number(v.get('keyspace_hits') ?? 0);
      const misses = Number(v.get('keyspace_misses') ?? 0);
      return {
        available: true,
        version: v.get('redis_version') ?? '',
        usedMemory: Number(v.get('used_memory') ?? 0),
        keys,
        hitRate: hits + misses > 0 ? Math.round((hits / (hits + misses)) * 1000) / 10 : null,
        connectedClients: Number(v.get('connected_clients') ?? 0),
      };
    },
    async close() {
      await redis?.quit().catch(() => undefined);
    },
  };
}
