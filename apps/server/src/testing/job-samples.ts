import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';

import type { Db } from '../db/database.js';
import { sysJob } from '../modules/jobs/job.table.js';
import { bearer } from './auth-helpers.js';

type Sample = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'>;

/**
 * One realistic call per 定时任务 endpoint for the scans, against the reference jobs; 立即执行
 * answers 409 on an app that runs no jobs (the no-secrets scan), 2xx where it does (access matrix).
 */
export async function jobSamples(db: Db, adminToken: string) {
  const [purge] = await db.select().from(sysJob).where(eq(sysJob.handler, 'purgeLogs'));
  if (!purge) throw new Error('reference data has no purgeLogs job');
  // Paused, so that no runner starts it before the sample deletes it.
  const [doomed] = await db
    .insert(sysJob)
    .values({ jobName: '扫描待删任务', handler: 'purgeLogs', cronExpression: '0 3 * * *', isPause: true })
    .returning({ id: sysJob.id });
  const admin = bearer(adminToken);
  return {
    listJobs: [{ method: 'GET', url: '/api/jobs?blurry=清理&isPause=false', headers: admin }],
    downloadJobs: [{ method: 'GET', url: '/api/jobs/download', headers: admin }],
    listJobLogs: [{ method: 'GET', url: `/api/jobs/logs?jobId=${purge.id}&isSuccess=true`, headers: admin }],
    downloadJobLogs: [{ method: 'GET', url: '/api/jobs/logs/download', headers: admin }],
    createJob: [
      {
        method: 'POST',
        url: '/api/jobs',
        headers: admin,
        payload: {
          jobName: '扫描任务',
          handler: 'purgeLogs',
          params: '{"days":200}',
          cronExpression: '0 4 * * *',
        },
      },
    ],
    updateJob: [
      {
        method: 'PUT',
        url: '/api/jobs',
        headers: admin,
        payload: {
          id: purge.id,
          jobName: purge.jobName,
          handler: 'purgeLogs',
          params: purge.params,
          cronExpression: purge.cronExpression,
          isPause: purge.isPause,
          description: purge.description,
        },
      },
    ],
    // Twice: paused, then running again as before.
    toggleJobPause: [
      { method: 'PUT', url: `/api/jobs/${purge.id}`, headers: admin },
      { method: 'PUT', url: `/api/jobs/${purge.id}`, headers: admin },
    ],
    runJobNow: [{ method: 'PUT', url: `/api/jobs/exec/${purge.id}`, headers: admin }],
    deleteJobs: [{ method: 'DELETE', url: '/api/jobs', headers: admin, payload: [doomed!.id] }],
  } satisfies Record<string, Sample[]>;
}
