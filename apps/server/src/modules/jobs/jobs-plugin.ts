import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Database } from '../../db/database.js';
import type { FileStore } from '../storage/storage-backend.js';
import type { ScheduledBackups } from './handlers.js';
import { createJobRunner, disabledJobRunner, type JobRunner, type JobRunnerOptions } from './job-runner.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export interface JobsPluginOptions {
  /** JOBS: run scheduled and manual jobs on this instance. */
  enabled: boolean;
  database: Database;
  /** The uploaded files, for the job that removes unused ones. */
  store: FileStore;
  /** The scheduled backups' side of 数据库备份. */
  backups?: ScheduledBackups;
  tuning?: JobRunnerOptions;
}

/**
 * `app.jobs`: the runner starts when the app is ready (server.ts's listen, a test's ready) and
 * stops when it closes, before server.ts stops the database. Off, it is a stub whose 立即执行
 * answers 409: most tests build apps that have no use for pg-boss's schema and timers.
 */
async function jobsPlugin(app: FastifyInstance, opts: JobsPluginOptions) {
  if (!opts.enabled) {
    app.decorate('jobs', disabledJobRunner);
    return;
  }
  const runner = createJobRunner(opts.database, app.log, opts.tuning, {
    store: opts.store,
    ...(opts.backups ? { backups: opts.backups } : {}),
  });
  app.decorate('jobs', runner);
  app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', async () => runner.stop());
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['db'] });
