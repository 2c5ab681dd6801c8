/**
 * A small in-process cache for what every page reads (menus per user, dictionaries). Writers
 * call `clear()`/`delete()` after changing the data, so a reader never sees a stale entry on
 * this instance; entries also age out, which bounds staleness when several instances share a
 * database.
 */
export function createCache<K, V>(opts: { maxEntries: number; ttlMs: number }) {
  const entries = new Map<K, { value: V; until: number }>();
  return {
    async get(key: K, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.until > Date.now()) return hit.value;
      const value = await load();
      if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value as K);
      entries.set(key, { value, until: Date.now() + opts.ttlMs });
      return value;
    },
    delete(key: K) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}

export type Cache<K, V> = ReturnType<typeof createCache<K, V>>;
