/**
 * A small in-process cache for what every page reads (menus per user, dictionaries, the public
 * catalogue). Writers call `clear()`/`delete()` after changing the data, so a reader never sees a
 * stale entry on this instance; entries also age out, which bounds staleness when several
 * instances share a database. Concurrent misses of one key share a single load, so a burst of
 * requests after a change costs one query, not one per request.
 */
export function createCache<K, V>(opts: { maxEntries: number; ttlMs: number }) {
  const entries = new Map<K, { value: V; until: number }>();
  const loading = new Map<K, Promise<V>>();
  // Bumped by delete/clear: a load that started before a change must not store its old value.
  let generation = 0;
  // For 服务监控: a hit is an answer without a load (a shared in-flight load counts as one).
  let hits = 0;
  let misses = 0;

  return {
    /** The value if it is cached and fresh, without loading: a hot path answers a hit at once. */
    peek(key: K): V | undefined {
      const hit = entries.get(key);
      if (!hit || hit.until <= Date.now()) return undefined;
      hits += 1;
      return hit.value;
    },
    get(key: K, loader: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.until > Date.now()) {
        hits += 1;
        return Promise.resolve(hit.value);
      }
      const inFlight = loading.get(key);
      if (inFlight) {
        hits += 1;
        return inFlight;
      }
      misses += 1;
      const started = generation;
      const pending = (async () => {
        const value = await loader();
        if (started === generation) {
          if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value as K);
          entries.set(key, { value, until: Date.now() + opts.ttlMs });
        }
        return value;
      })().finally(() => {
        if (loading.get(key) === pending) loading.delete(key);
      });
      loading.set(key, pending);
      return pending;
    },
    delete(key: K) {
      generation += 1;
      entries.delete(key);
      loading.delete(key);
    },
    clear() {
      generation += 1;
      entries.clear();
      loading.clear();
    },
    /** Entries held now, and reads answered from the cache or by a load since the start. */
    stats() {
      return { entries: entries.size, hits, misses };
    },
  };
}

export type Cache<K, V> = ReturnType<typeof createCache<K, V>>;
