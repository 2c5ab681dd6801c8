import { z } from 'zod';

import { defineEndpoint } from '../common/endpoint.js';
import { idListSchema, idParamsSchema } from '../common/list-query.js';
import { pageOf } from '../common/pagination.js';
import { permissions } from '../permissions.js';
import {
  jobCreateSchema,
  jobLogQuerySchema,
  jobLogSchema,
  jobQuerySchema,
  jobSchema,
  jobUpdateSchema,
} from './job.schemas.js';

const { job } = permissions;
const ok = z.object({});

export const listJobs = defineEndpoint({
  method: 'GET',
  path: '/api/jobs',
  summary: '定时任务列表',
  description: 'Scheduled jobs with their next and last run: blurry, isPause',
  access: { permissions: [job.list] },
  query: jobQuerySchema,
  responses: { 200: pageOf(jobSchema) },
});

export const downloadJobs = defineEndpoint({
  method: 'GET',
  path: '/api/jobs/download',
  summary: '导出定时任务',
  access: { permissions: [job.list] },
  query: jobQuerySchema,
  responses: {},
});

export const listJobLogs = defineEndpoint({
  method: 'GET',
  path: '/api/jobs/logs',
  summary: '任务执行记录',
  description:
    'Runs of the jobs, newest first, with duration, result and error: jobId, blurry, isSuccess, createTime',
  access: { permissions: [job.list] },
  query: jobLogQuerySchema,
  responses: { 200: pageOf(jobLogSchema) },
});

export const downloadJobLogs = defineEndpoint({
  method: 'GET',
  path: '/api/jobs/logs/download',
  summary: '导出任务执行记录',
  access: { permissions: [job.list] },
  query: jobLogQuerySchema,
  responses: {},
});

export const createJob = defineEndpoint({
  method: 'POST',
  path: '/api/jobs',
  summary: '新增定时任务',
  description: 'A job runs one of the registered handlers (JOB_HANDLERS) on a five-field cron, in China time',
  access: { permissions: [job.add] },
  body: jobCreateSchema,
  responses: { 201: jobSchema },
});

export const updateJob = defineEndpoint({
  method: 'PUT',
  path: '/api/jobs',
  summary: '修改定时任务',
  access: { permissions: [job.edit] },
  body: jobUpdateSchema,
  responses: { 200: jobSchema },
});

export const toggleJobPause = defineEndpoint({
  method: 'PUT',
  path: '/api/jobs/:id',
  summary: '暂停或恢复定时任务',
  access: { permissions: [job.edit] },
  params: idParamsSchema,
  responses: { 200: jobSchema },
});

export const runJobNow = defineEndpoint({
  method: 'PUT',
  path: '/api/jobs/exec/:id',
  summary: '立即执行定时任务',
  description:
    'Queues one run now (paused jobs too); one instance runs it and its record appears in the history',
  access: { permissions: [job.edit] },
  params: idParamsSchema,
  responses: { 200: jobSchema },
});

export const deleteJobs = defineEndpoint({
  method: 'DELETE',
  path: '/api/jobs',
  summary: '删除定时任务',
  description: 'A JSON array of ids; their history stays',
  access: { permissions: [job.del] },
  body: idListSchema,
  responses: { 200: ok },
});

export const jobEndpoints = {
  listJobs,
  downloadJobs,
  listJobLogs,
  downloadJobLogs,
  createJob,
  updateJob,
  toggleJobPause,
  runJobNow,
  deleteJobs,
};
