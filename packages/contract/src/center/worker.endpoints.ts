import { z } from 'zod';

import { defineEndpoint } from '../common/endpoint.js';
import { idListSchema, idParamsSchema } from '../common/list-query.js';
import { pageOf } from '../common/pagination.js';
import {
  workerAccountBodySchema,
  workerAccountSchema,
  workerCreateSchema,
  workerImportQuerySchema,
  workerImportResultSchema,
  workerQuerySchema,
  workerSchema,
  workerUpdateSchema,
} from './worker.schemas.js';

const ok = z.object({});
const own = { access: { enterprise: 'any' }, enterpriseScoped: true } as const;

export const listWorkers = defineEndpoint({
  method: 'GET',
  path: '/api/center/worker',
  summary: '员工列表',
  description:
    'Paged: blurry (name, phone, 工号), deptId (with its sub-departments), postId, status, hiredOn; id cards masked',
  ...own,
  query: workerQuerySchema,
  responses: { 200: pageOf(workerSchema) },
});

export const downloadWorkers = defineEndpoint({
  method: 'GET',
  path: '/api/center/worker/download',
  summary: '导出员工',
  ...own,
  query: workerQuerySchema,
  responses: {},
});

export const getWorkerTemplate = defineEndpoint({
  method: 'GET',
  path: '/api/center/worker/template',
  summary: '下载员工导入模板',
  description: 'xlsx with the headers 工号, 姓名, 性别, 手机号码, 部门, 岗位, 入职日期 and a sample row',
  ...own,
  responses: {},
});

export const importWorkers = defineEndpoint({
  method: 'POST',
  path: '/api/center/worker/import',
  summary: '导入员工',
  description:
    'multipart `file` (xlsx). dryRun=true: every row checked, nothing written. dryRun=false: all rows written (upsert on 工号) or, if any row is wrong, 400 and nothing',
  upload: true,
  ...own,
  query: workerImportQuerySchema,
  responses: { 200: workerImportResultSchema },
});

export const getWorker = defineEndpoint({
  method: 'GET',
  path: '/api/center/worker/:id',
  summary: '员工详情',
  description: 'One worker with the whole id-card number, for editing',
  ...own,
  params: idParamsSchema,
  responses: { 200: workerSchema },
});

export const createWorker = defineEndpoint({
  method: 'POST',
  path: '/api/center/worker',
  summary: '新增员工',
  ...own,
  secretFields: ['idCard'],
  body: workerCreateSchema,
  responses: { 201: workerSchema },
});

export const updateWorker = defineEndpoint({
  method: 'PUT',
  path: '/api/center/worker',
  summary: '修改员工',
  description:
    'Marking a worker 离职 disables their account and ends its sessions; a stale `updateTime` answers 409',
  ...own,
  secretFields: ['idCard'],
  body: workerUpdateSchema,
  responses: { 200: workerSchema },
});

export const deleteWorkers = defineEndpoint({
  method: 'DELETE',
  path: '/api/center/worker',
  summary: '删除员工',
  description: 'A JSON array of ids; their accounts are disabled and signed out',
  ...own,
  body: idListSchema,
  responses: { 200: ok },
});

export const openWorkerAccount = defineEndpoint({
  method: 'POST',
  path: '/api/center/worker/:id/account',
  summary: '开通员工账号',
  description:
    'A type-3 account for the worker, in the enterprise; the generated password is answered once. Verified enterprises only',
  access: { enterprise: 'verified' },
  enterpriseScoped: true,
  params: idParamsSchema,
  body: workerAccountBodySchema,
  secretFields: ['initialPassword'],
  responses: { 201: workerAccountSchema },
});

export const workerEndpoints = {
  listWorkers,
  downloadWorkers,
  getWorkerTemplate,
  importWorkers,
  getWorker,
  createWorker,
  updateWorker,
  deleteWorkers,
  openWorkerAccount,
};
