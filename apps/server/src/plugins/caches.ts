import type { DictDetail, MenuVo } from '@coalsim/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createCache, type Cache } from '../lib/cache.js';
import type { Principal } from '../modules/auth/current-user.js';

export interface Caches {
  /**
   * Built menu tree per user id. `clear()` after any change to menus, roles' menus or users'
   * roles: it also drops the cached permissions, on every instance.
   */
  menus: Cache<number, MenuVo[]>;
  /** Choices per dictionary name; `clear()` after a dictionary changes (every instance). */
  dict: Cache<string, DictDetail[]>;
  /** The caller behind a user id: account type, enterprise, permission strings. */
  principals: Cache<number, Principal | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    caches: Caches;
  }
}

async function cachesPlugin(app: FastifyInstance) {
  const principals = createCache<number, Principal | undefined>({ maxEntries: 50_000, ttlMs: 30_000 });
  const menus = createCache<number, MenuVo[]>({ maxEntries: 10_000, ttlMs: 60_000 });
  const dict = createCache<string, DictDetail[]>({ maxEntries: 1_000, ttlMs: 60_000 });

  app.cacheBus.subscribe('authz', () => {
    menus.clear();
    principals.clear();
  });
  app.cacheBus.subscribe('dict', () => dict.clear());
  app.cacheBus.subscribe('users', () => principals.clear());

  /** A cache whose writers' calls reach every instance through the bus. */
  const shared = <K, V>(local: Cache<K, V>, topic: string): Cache<K, V> => ({
    get: local.get,
    delete: () => app.cacheBus.publish(topic),
    clear: () => app.cacheBus.publish(topic),
  });

  app.decorate('caches', {
    menus: shared(menus, 'authz'),
    dict: shared(dict, 'dict'),
    principals: shared(principals, 'users'),
  });
}

export default fp(cachesPlugin, { name: 'caches', dependencies: ['cache-bus'] });
