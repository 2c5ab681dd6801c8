import { z } from 'zod';

import { defineEndpoint } from '../common/endpoint.js';
import { idListSchema, idParamsSchema } from '../common/list-query.js';
import { pageOf } from '../common/pagination.js';
import {
  trainPlanCreateSchema,
  trainPlanDetailSchema,
  trainPlanQuerySchema,
  trainPlanSchema,
  trainPlanUpdateSchema,
} from './plan.schemas.js';
import {
  certCheckSchema,
  certParamsSchema,
  certRevokeSchema,
  myTrainingSchema,
  trainRecordCreateSchema,
  trainRecordQuerySchema,
  trainRecordSchema,
  trainRecordUpdateSchema,
} from './record.schemas.js';

const ok = z.object({});
const own = { access: { enterprise: 'any' }, enterpriseScoped: true } as const;

export const listTrainPlans = defineEndpoint({
  method: 'GET',
  path: '/api/train/plan',
  summary: '培训计划列表',
  description: 'Paged: blurry (name), status (draft / published / finished), softId',
  ...own,
  query: trainPlanQuerySchema,
  responses: { 200: pageOf(trainPlanSchema) },
});

export const getTrainPlan = defineEndpoint({
  method: 'GET',
  path: '/api/train/plan/:id',
  summary: '培训计划详情',
  description:
    'The plan with every trainee’s progress (hours, best score, completed, certificate); a draft lists the staff its selection names today',
  ...own,
  params: idParamsSchema,
  responses: { 200: trainPlanDetailSchema },
});

export const downloadTrainPlan = defineEndpoint({
  method: 'GET',
  path: '/api/train/plan/:id/download',
  summary: '导出培训进度',
  ...own,
  params: idParamsSchema,
  responses: {},
});

export const createTrainPlan = defineEndpoint({
  method: 'POST',
  path: '/api/train/plan',
  summary: '新增培训计划',
  description:
    'The software must be the enterprise’s own or one it holds a valid grant to. Trainees: the departments’ subtrees, the posts and the listed workers, together',
  ...own,
  body: trainPlanCreateSchema,
  responses: { 201: trainPlanSchema },
});

export const updateTrainPlan = defineEndpoint({
  method: 'PUT',
  path: '/api/train/plan',
  summary: '修改培训计划',
  description: 'Drafts only (409 once published); a stale updateTime is 409',
  ...own,
  body: trainPlanUpdateSchema,
  responses: { 200: trainPlanSchema },
});

export const publishTrainPlan = defineEndpoint({
  method: 'PUT',
  path: '/api/train/plan/:id/publish',
  summary: '发布培训计划',
  description:
    'Freezes the trainee list (later staff changes do not alter it); records from then on count towards it',
  ...own,
  params: idParamsSchema,
  responses: { 200: trainPlanSchema },
});

export const deleteTrainPlans = defineEndpoint({
  method: 'DELETE',
  path: '/api/train/plan',
  summary: '删除培训计划',
  description: 'Drafts only: a published plan keeps its records and certificates (409)',
  ...own,
  body: idListSchema,
  responses: { 200: ok },
});

export const listTrainRecords = defineEndpoint({
  method: 'GET',
  path: '/api/train/record',
  summary: '培训记录列表',
  description:
    'Paged: blurry (trainee name or 工号), workerId, softId, planId, source, passed, from/to (start time, ms)',
  ...own,
  query: trainRecordQuerySchema,
  responses: { 200: pageOf(trainRecordSchema) },
});

export const downloadTrainRecords = defineEndpoint({
  method: 'GET',
  path: '/api/train/record/download',
  summary: '导出培训记录',
  ...own,
  query: trainRecordQuerySchema,
  responses: {},
});

export const createTrainRecord = defineEndpoint({
  method: 'POST',
  path: '/api/train/record',
  summary: '新增培训记录',
  description:
    'A manual record of a worker of this enterprise; with planId it counts towards that published plan if the worker is its trainee',
  ...own,
  body: trainRecordCreateSchema,
  responses: { 201: trainRecordSchema },
});

export const updateTrainRecord = defineEndpoint({
  method: 'PUT',
  path: '/api/train/record',
  summary: '修改培训记录',
  description: 'Manual records only; reported ones are read-only (409)',
  ...own,
  body: trainRecordUpdateSchema,
  responses: { 200: trainRecordSchema },
});

export const deleteTrainRecords = defineEndpoint({
  method: 'DELETE',
  path: '/api/train/record',
  summary: '删除培训记录',
  description: 'Manual records only; reported ones are read-only (409)',
  ...own,
  body: idListSchema,
  responses: { 200: ok },
});

export const getMyTraining = defineEndpoint({
  method: 'GET',
  path: '/api/train/my-record',
  summary: '我的培训',
  description:
    'A staff account (type 3 linked to a worker): its plans with progress and certificates, and its newest records',
  access: 'worker',
  responses: { 200: myTrainingSchema },
});

export const checkCert = defineEndpoint({
  method: 'GET',
  path: '/api/portal/cert/:code',
  summary: '培训证书查验',
  description:
    'Public: who (the name masked, 王*军, except to the holder and to the issuing enterprise’s account, signed in), which enterprise, plan and software, hours and score, when issued, until when valid — no other personal data',
  access: 'public',
  rateLimit: { max: 60, perMs: 60_000 },
  params: certParamsSchema,
  responses: { 200: certCheckSchema },
});

export const revokeCert = defineEndpoint({
  method: 'POST',
  path: '/api/train/plan/:id/cert/revoke',
  summary: '撤销培训证书',
  description:
    'The enterprise withdraws the certificate a trainee earned in its plan (e.g. a session found to be falsified), with a reason; the public check then says 已撤销. Once only (409 again)',
  ...own,
  params: idParamsSchema,
  body: certRevokeSchema,
  responses: { 200: ok },
});

export const trainEndpoints = {
  revokeCert,
  listTrainPlans,
  getTrainPlan,
  downloadTrainPlan,
  createTrainPlan,
  updateTrainPlan,
  publishTrainPlan,
  deleteTrainPlans,
  listTrainRecords,
  downloadTrainRecords,
  createTrainRecord,
  updateTrainRecord,
  deleteTrainRecords,
  getMyTraining,
  checkCert,
};
