import { randomBytes } from 'node:crypto';

import { afterAll, describe, expect, it } from 'vitest';

import { createTestDatabase } from '../../testing/build-test-app.js';
import { testRedisUrl } from '../../testing/test-redis.js';
import { createPgNonceStore, createRedisNonceStore, type NonceStore } from './nonce-store.js';

// Redis when the machine has one (CI starts it), as the auth stores' tests do.
const redisUrl = testRedisUrl('nonces in Redis');
const stores: [string, () => Promise<NonceStore>][] = [
  ['the database', async () => createPgNonceStore((await createTestDatabase(false)).db)],
  ...(redisUrl
    ? [
        [
          'Redis',
          async () => createRedisNonceStore(redisUrl, `coalsim-test-${randomBytes(4).toString('hex')}:`),
        ] as [string, () => Promise<NonceStore>],
      ]
    : []),
];

/** Both stores answer alike: first claim true, any claim within the window false, then free again. */
describe.each(stores)('nonces in %s', (_name, make) => {
  let store: NonceStore;
  afterAll(async () => store.close());

  it('takes a nonce once within its window, and again after it ran out', async () => {
    store = await make();
    expect(await store.claim('v1:ak:n1', 300)).toBe(true);
    expect(await store.claim('v1:ak:n1', 300)).toBe(false);
    expect(await store.claim('v1:other:n1', 300)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await store.claim('v1:ak:n1', 300)).toBe(true);
  });

  it('lets exactly one of many simultaneous claims through', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => store.claim('v1:ak:race', 10_000)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
