import type { DictDetail, NewsCard, Page, SoftCard } from '@coalsim/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createCache, type Cache } from '../lib/cache.js';
import type { Principal } from '../modules/auth/current-user.js';
import type { PublicSoftDetail } from '../modules/soft/soft.service.js';
import { whileListening } from './cache-bus.js';

/** A software's page as everyone sees it, and as the written JSON an anonymous visitor gets. */
export interface SoftPage {
  detail: PublicSoftDetail;
  anonymousJson: Buffer;
}

export interface Caches {
  /**
   * Built menu tree per user id, as the written JSON of the response. `clear()` after any change to
   * menus, roles' menus or users' roles: it also drops the cached permissions, on every instance.
   */
  menus: Cache<number, Buffer>;
  /**
   * Choices per dictionary name, and the written JSON of `api/dictDetail` answers per address
   * (path and query as requested); `clear()` of `dict` after a dictionary changes drops both
   * (every instance).
   */
  dict: Cache<string, DictDetail[]>;
  dictPages: Cache<string, Buffer>;
  /** The caller behind a user id: account type, enterprise, permission strings. */
  principals: Cache<number, Principal | undefined>;
  /**
   * What `auth/info` returns per user id, as written JSON. `delete(id)` after one's own profile or
   * avatar changes; the user admin's changes clear it through `menus.clear()`, and so must
   * anything that renames an enterprise. Every change that reloads the principals (whose
   * permission strings it carries) clears it too.
   */
  profiles: Cache<number, Buffer>;
  /**
   * Public catalogue pages (software and news lists) per query string, read by every visitor.
   * `clear()` after software, vendors, news, likes or favourites change; view counters, which
   * change on every first visit, may lag by the time to live.
   */
  softPages: Cache<string, Page<SoftCard>>;
  newsPages: Cache<string, Page<NewsCard>>;
  /**
   * 员工管理 list pages as written JSON, per enterprise and address (`<enterpriseId>|<url>`), the busiest read of
   * the enterprise centre. `clear()` after any write to an enterprise's departments, posts, staff
   * or staff accounts (every instance); the users' topic clears it too (an account disabled in the
   * back office shows in the list).
   */
  workerPages: Cache<string, Buffer>;
  /**
   * A published software's page as every visitor sees it, and the written JSON an anonymous visitor
   * gets (a signed-in caller's like and favourite are read per request). `delete(id)` after its
   * likes, favourites or views move: local only, as the other instances' copies age out within
   * the time to live.
   */
  softDetails: Cache<number, SoftPage>;
  /**
   * Views already recorded on this instance (`day|visitor|id`), so a visitor's repeated reads of
   * a page skip the insert; local only: the database's unique key settles the rest.
   */
  recordedViews: Cache<string, boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    caches: Caches;
  }
}

async function cachesPlugin(app: FastifyInstance) {
  const principals = createCache<number, Principal | undefined>({ maxEntries: 50_000, ttlMs: 30_000 });
  const menus = createCache<number, Buffer>({ maxEntries: 10_000, ttlMs: 60_000 });
  const dict = createCache<string, DictDetail[]>({ maxEntries: 1_000, ttlMs: 60_000 });
  const dictPages = createCache<string, Buffer>({ maxEntries: 5_000, ttlMs: 60_000 });
  const profiles = createCache<number, Buffer>({ maxEntries: 50_000, ttlMs: 60_000 });
  const softPages = createCache<string, Page<SoftCard>>({ maxEntries: 2_000, ttlMs: 10_000 });
  const newsPages = createCache<string, Page<NewsCard>>({ maxEntries: 1_000, ttlMs: 10_000 });
  const softDetails = createCache<number, SoftPage>({
    maxEntries: 5_000,
    ttlMs: 10_000,
  });
  const recordedViews = createCache<string, boolean>({ maxEntries: 100_000, ttlMs: 3_600_000 });
  const workerPages = createCache<string, Buffer>({ maxEntries: 5_000, ttlMs: 30_000 });

  app.cacheBus.subscribe('authz', () => {
    menus.clear();
    principals.clear();
    profiles.clear();
  });
  app.cacheBus.subscribe('dict', () => {
    dict.clear();
    dictPages.clear();
  });
  app.cacheBus.subscribe('users', () => {
    principals.clear();
    profiles.clear();
    workerPages.clear();
  });
  app.cacheBus.subscribe('org', () => workerPages.clear());
  // Edits made to the portal's tables by hand reach running servers with
  // SELECT pg_notify('coalsim_cache', 'manual|portal');
  app.cacheBus.subscribe('portal', () => {
    softPages.clear();
    newsPages.clear();
    softDetails.clear();
  });

  /** A cache whose writers' calls reach every instance through the bus. */
  const shared = <K, V>(local: Cache<K, V>, topic: string): Cache<K, V> => ({
    ...whileListening(local, app.cacheBus),
    delete: () => app.cacheBus.publish(topic),
    clear: () => app.cacheBus.publish(topic),
  });

  app.decorate('caches', {
    menus: shared(menus, 'authz'),
    dict: shared(dict, 'dict'),
    dictPages: shared(dictPages, 'dict'),
    principals: shared(principals, 'users'),
    profiles: shared(profiles, 'users'),
    softPages: shared(softPages, 'portal'),
    newsPages: shared(newsPages, 'portal'),
    workerPages: shared(workerPages, 'org'),
    softDetails: whileListening(softDetails, app.cacheBus),
    recordedViews,
  });
}

export default fp(cachesPlugin, { name: 'caches', dependencies: ['cache-bus'] });
