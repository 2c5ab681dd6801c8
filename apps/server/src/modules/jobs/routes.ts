import {
  createJob,
  deleteJobs,
  downloadJobLogs,
  downloadJobs,
  listJobLogs,
  listJobs,
  runJobNow,
  toggleJobPause,
  updateJob,
} from '@coalsim/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { fromContract } from '../../lib/route.js';
import { buildXlsx, sendXlsx } from '../../lib/xlsx.js';
import { principalOf } from '../../plugins/auth.js';
import {
  JOB_EXPORT_COLUMNS,
  JOB_EXPORT_FILE,
  JOB_LOG_EXPORT_COLUMNS,
  JOB_LOG_EXPORT_FILE,
} from './job-export.js';
import * as logs from './job-log.service.js';
import * as jobs from './job.service.js';

/** 定时任务: the jobs, their history, and 立即执行. */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * After a write, this instance's runner updates pg-boss at once. sys_job is already committed
   * and is what counts: should this fail, every runner's next reconciliation (within a minute)
   * catches up, so the write is not reported as failed.
   */
  const synced = async (log: FastifyBaseLogger) => {
    try {
      await app.jobs.sync();
    } catch (err) {
      log.warn({ err }, 'job schedules not updated yet; the next reconciliation will');
    }
  };

  app.route({
    ...fromContract(listJobs),
    handler: async (request) => jobs.listJobs(app.db, request.query),
  });

  app.route({
    ...fromContract(downloadJobs),
    handler: async (request, reply) => {
      const rows = await jobs.jobsForExport(app.db, request.query);
      return sendXlsx(reply, JOB_EXPORT_FILE, await buildXlsx('定时任务', JOB_EXPORT_COLUMNS, rows));
    },
  });

  app.route({
    ...fromContract(listJobLogs),
    handler: async (request) => logs.listJobLogs(app.db, request.query),
  });

  app.route({
    ...fromContract(downloadJobLogs),
    handler: async (request, reply) => {
      const rows = await logs.jobLogsForExport(app.db, request.query);
      return sendXlsx(
        reply,
        JOB_LOG_EXPORT_FILE,
        await buildXlsx('任务执行记录', JOB_LOG_EXPORT_COLUMNS, rows),
      );
    },
  });

  app.route({
    ...fromContract(createJob),
    handler: async (request, reply) => {
      const job = await jobs.createJob(app.db, principalOf(request), request.body);
      await synced(request.log);
      return reply.code(201).send(job);
    },
  });

  app.route({
    ...fromContract(updateJob),
    handler: async (request) => {
      const job = await jobs.updateJob(app.db, principalOf(request), request.body);
      await synced(request.log);
      return job;
    },
  });

  app.route({
    ...fromContract(toggleJobPause),
    handler: async (request) => {
      const job = await jobs.togglePause(app.db, principalOf(request), request.params.id);
      await synced(request.log);
      return job;
    },
  });

  app.route({
    ...fromContract(runJobNow),
    handler: async (request) => {
      // 404 for an unknown job first, whether or not this instance runs jobs.
      const job = await jobs.getJob(app.db, request.params.id);
      await app.jobs.runNow(job.id, principalOf(request).username);
      return job;
    },
  });

  app.route({
    ...fromContract(deleteJobs),
    handler: async (request) => {
      await jobs.deleteJobs(app.db, request.body);
      await synced(request.log);
      return {};
    },
  });
};
