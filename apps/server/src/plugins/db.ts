import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';

import type { Database, Db } from '../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    pool: pg.Pool;
  }
}

/** Exposes the database that buildApp was given; whoever opened it closes it. */
async function dbPlugin(app: FastifyInstance, opts: { database: Database }) {
  app.decorate('db', opts.database.db);
  app.decorate('pool', opts.database.pool);
}

export default fp(dbPlugin, { name: 'db' });
