import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';

import type { Cache } from '../lib/cache.js';

const CHANNEL = 'coalsim_cache';
/** A notice every instance answers by dropping every cache (sent when notices could be lost). */
const EVERYTHING = '*';
/** Unsent notices kept for retry; beyond this one "drop everything" replaces them. */
const MAX_UNSENT = 1_000;
const RETRY_MS = [50, 100, 200, 400, 800, 1_600];

export interface CacheBus {
  /**
   * Tells every instance (this one included) that `topic` changed; `detail` (a few hundred bytes
   * at most, no `|` needed) says what, for topics whose handlers use it. This instance's handlers
   * run at once; a notice the database refuses is retried until it is sent (never dropped).
   */
  publish(topic: string, detail?: string): void;
  /** `detail` is undefined when the sender gave none, and after a lost connection (anything may have changed). */
  subscribe(topic: string, onChange: (detail?: string) => void): void;
  /**
   * The channel and payload of a notice, for a writer that sends it with `pg_notify` in its own
   * transaction: PostgreSQL delivers it if and only if the change commits. Call `runLocal` after.
   */
  notice(topic: string, detail?: string): { channel: string; payload: string };
  /** Runs this instance's handlers of `topic` only (the notice went out with a transaction). */
  runLocal(topic: string, detail?: string): void;
  /**
   * True while this instance is listening: only then does it hear every other instance's notices,
   * so only then may a cache answer from memory (`plugins/caches.ts`, the session cache).
   */
  readonly live: boolean;
}

/**
 * `cache` answering from memory only while the bus is live: an instance that may have missed a
 * notice loads every read (and keeps nothing) until it listens again.
 */
export function whileListening<K, V>(cache: Cache<K, V>, bus: CacheBus): Cache<K, V> {
  return {
    ...cache,
    peek: (key) => (bus.live ? cache.peek(key) : undefined),
    get: (key, loader) => (bus.live ? cache.get(key, loader) : loader()),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    cacheBus: CacheBus;
  }
}

/**
 * Cache invalidation across instances through PostgreSQL LISTEN/NOTIFY: whoever changes menus,
 * roles, dictionaries or sessions publishes a topic, and every instance sharing the database
 * drops its copies. Local handlers run at once; remote ones as soon as the notice arrives.
 * Nothing is trusted that could have been missed: while the listening connection is down the
 * caches are bypassed (`live` is false) and everything is dropped when it comes back, and a
 * notice this instance could not send is retried until the database takes it. Changes to roles,
 * menus and accounts are also announced by the database itself, from triggers in the writing
 * transaction (sender `db`, migration 0019): those arrive even if the writer dies after its commit.
 */
async function cacheBusPlugin(app: FastifyInstance) {
  const me = randomUUID();
  const handlers = new Map<string, ((detail?: string) => void)[]>();
  const runAll = () => handlers.forEach((list) => list.forEach((h) => h()));
  const run = (topic: string, detail?: string) =>
    topic === EVERYTHING ? runAll() : handlers.get(topic)?.forEach((h) => h(detail));
  let listener: pg.PoolClient | undefined;
  let live = false;
  let closing = false;

  async function listen() {
    // A reconnect timed before the app closed must not hold a connection the close never frees.
    if (closing) return;
    try {
      const client = await app.pool.connect();
      if (closing) {
        client.release();
        return;
      }
      listener = client;
      listener.on('notification', (msg) => {
        const [from, topic, ...detail] = (msg.payload ?? '').split('|');
        if (from !== me && topic) run(topic, detail.length > 0 ? detail.join('|') : undefined);
      });
      listener.once('error', () => reconnect());
      await listener.query(`LISTEN ${CHANNEL}`);
      // Whatever changed while nobody listened is unknown: start from empty caches.
      runAll();
      live = true;
    } catch {
      reconnect();
    }
  }
  function reconnect() {
    live = false;
    const lost = listener;
    listener = undefined;
    if (lost) {
      try {
        lost.release(true);
      } catch {
        // already given back by the pool after its error
      }
    }
    if (closing) return;
    runAll();
    setTimeout(() => void listen(), 1000).unref();
  }
  await listen();

  // Notices the database refused (a dropped connection, a restart): sent again, oldest first.
  const unsent = new Set<string>();
  let attempt = 0;
  let sending = false;
  async function flush() {
    if (sending || closing) return;
    sending = true;
    try {
      for (const payload of unsent) {
        await app.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
        unsent.delete(payload);
      }
      attempt = 0;
    } catch {
      const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
      attempt += 1;
      setTimeout(() => void flush(), wait).unref();
    } finally {
      sending = false;
    }
  }
  const payloadOf = (topic: string, detail?: string) =>
    detail === undefined ? `${me}|${topic}` : `${me}|${topic}|${detail}`;

  app.decorate('cacheBus', {
    publish(topic: string, detail?: string) {
      run(topic, detail);
      if (unsent.size < MAX_UNSENT) unsent.add(payloadOf(topic, detail));
      else {
        unsent.clear();
        unsent.add(payloadOf(EVERYTHING));
      }
      void flush();
    },
    subscribe(topic: string, onChange: (detail?: string) => void) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), onChange]);
    },
    notice: (topic: string, detail?: string) => ({ channel: CHANNEL, payload: payloadOf(topic, detail) }),
    runLocal: run,
    get live() {
      return live;
    },
  } satisfies CacheBus);

  app.addHook('onClose', async () => {
    // Notices still unsent go out now if the database answers; the others' TTLs bound the rest.
    await flush().catch(() => undefined);
    closing = true;
    live = false;
    if (listener) {
      await listener.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
      listener.release();
    }
  });
}

export default fp(cacheBusPlugin, { name: 'cache-bus', dependencies: ['db'] });
