import type { DictDetail, MenuVo } from '@coalsim/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createCache, type Cache } from '../lib/cache.js';

export interface Caches {
  /** Built menu tree per user id; cleared when menus, roles or role assignments change. */
  menus: Cache<number, MenuVo[]>;
  /** Choices per dictionary name; cleared when a dictionary changes. */
  dict: Cache<string, DictDetail[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    caches: Caches;
  }
}

async function cachesPlugin(app: FastifyInstance) {
  app.decorate('caches', {
    menus: createCache<number, MenuVo[]>({ maxEntries: 10_000, ttlMs: 60_000 }),
    dict: createCache<string, DictDetail[]>({ maxEntries: 1_000, ttlMs: 60_000 }),
  });
}

export default fp(cachesPlugin, { name: 'caches' });
