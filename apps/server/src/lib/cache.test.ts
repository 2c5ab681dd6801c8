import { describe, expect, it } from 'vitest';

import { createCache } from './cache.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('createCache', () => {
  it('counts what 服务监控 shows: entries, hits (shared loads included) and misses', async () => {
    const cache = createCache<string, number>({ maxEntries: 10, ttlMs: 60_000 });
    expect(cache.stats()).toEqual({ entries: 0, hits: 0, misses: 0 });
    await Promise.all([cache.get('a', async () => 1), cache.get('a', async () => 1)]);
    await cache.get('a', async () => 1);
    expect(cache.peek('a')).toBe(1);
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.stats()).toEqual({ entries: 1, hits: 3, misses: 1 });
  });

  it('serves a hit without loading, and shares one load between concurrent misses', async () => {
    const cache = createCache<string, number>({ maxEntries: 10, ttlMs: 60_000 });
    let loads = 0;
    const gate = deferred<number>();
    const loader = () => {
      loads += 1;
      return gate.promise;
    };
    const burst = [cache.get('a', loader), cache.get('a', loader), cache.get('a', loader)];
    gate.resolve(7);
    expect(await Promise.all(burst)).toEqual([7, 7, 7]);
    expect(await cache.get('a', loader)).toBe(7);
    expect(loads).toBe(1);
  });

  it('never stores what a load read before a clear, and a failed load is not cached', async () => {
    const cache = createCache<string, string>({ maxEntries: 10, ttlMs: 60_000 });
    const gate = deferred<string>();
    const stale = cache.get('k', () => gate.promise);
    cache.clear();
    gate.resolve('before the change');
    expect(await stale).toBe('before the change');
    expect(await cache.get('k', async () => 'after')).toBe('after');

    await expect(cache.get('x', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('x', async () => 'recovered')).toBe('recovered');
  });

  it('ages entries out and keeps at most maxEntries', async () => {
    const cache = createCache<number, number>({ maxEntries: 2, ttlMs: 0 });
    let loads = 0;
    const loader = async () => ++loads;
    await cache.get(1, loader);
    expect(await cache.get(1, loader)).toBe(2);

    const bounded = createCache<number, number>({ maxEntries: 2, ttlMs: 60_000 });
    for (const key of [1, 2, 3]) await bounded.get(key, async () => key * 10);
    let reloaded = false;
    expect(
      await bounded.get(1, async () => {
        reloaded = true;
        return 11;
      }),
    ).toBe(11);
    expect(reloaded).toBe(true);
  });

  it('peeks at fresh entries only, and never loads', async () => {
    const cache = createCache<string, number>({ maxEntries: 10, ttlMs: 60_000 });
    expect(cache.peek('a')).toBeUndefined();
    const gate = deferred<number>();
    const pending = cache.get('a', () => gate.promise);
    expect(cache.peek('a')).toBeUndefined();
    gate.resolve(5);
    await pending;
    expect(cache.peek('a')).toBe(5);
    cache.delete('a');
    expect(cache.peek('a')).toBeUndefined();

    const aged = createCache<string, number>({ maxEntries: 10, ttlMs: 0 });
    await aged.get('a', async () => 1);
    expect(aged.peek('a')).toBeUndefined();
  });
});
