import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';

const CHANNEL = 'coalsim_cache';

export interface CacheBus {
  /**
   * Tells every instance (this one included) that `topic` changed; `detail` (a few hundred bytes
   * at most, no `|` needed) says what, for topics whose handlers use it.
   */
  publish(topic: string, detail?: string): void;
  /** `detail` is undefined when the sender gave none, and after a lost connection (anything may have changed). */
  subscribe(topic: string, onChange: (detail?: string) => void): void;
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
 */
async function cacheBusPlugin(app: FastifyInstance) {
  const me = randomUUID();
  const handlers = new Map<string, ((detail?: string) => void)[]>();
  const run = (topic: string, detail?: string) => handlers.get(topic)?.forEach((h) => h(detail));
  let listener: pg.PoolClient | undefined;
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
    } catch {
      reconnect();
    }
  }
  function reconnect() {
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
    // Missed notices while disconnected: drop everything rather than serve stale entries.
    for (const topic of handlers.keys()) run(topic);
    setTimeout(() => void listen(), 1000).unref();
  }
  await listen();

  app.decorate('cacheBus', {
    publish(topic: string, detail?: string) {
      run(topic, detail);
      const payload = detail === undefined ? `${me}|${topic}` : `${me}|${topic}|${detail}`;
      app.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]).catch(() => undefined);
    },
    subscribe(topic: string, onChange: (detail?: string) => void) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), onChange]);
    },
  });

  app.addHook('onClose', async () => {
    closing = true;
    if (listener) {
      await listener.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
      listener.release();
    }
  });
}

export default fp(cacheBusPlugin, { name: 'cache-bus', dependencies: ['db'] });
