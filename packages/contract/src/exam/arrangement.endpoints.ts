import { z } from 'zod';

import type { Endpoint } from '../common/endpoint.js';
import { defineEndpoint } from '../common/endpoint.js';
import { idListSchema, idParamsSchema } from '../common/list-query.js';
import { pageOf } from '../common/pagination.js';
import {
  examAnalysisSchema,
  examArrangementCreateSchema,
  examArrangementQuerySchema,
  examArrangementSchema,
  examArrangementUpdateSchema,
  examResultQuerySchema,
  examResultSchema,
} from './arrangement.schemas.js';

const ok = z.object({});
const own = { access: { enterprise: 'any' }, enterpriseScoped: true } as const;

export const listTrainExams = defineEndpoint({
  method: 'GET',
  path: '/api/train/exam',
  summary: '考试安排列表',
  description: 'Paged: blurry (name), status, planId',
  ...own,
  query: examArrangementQuerySchema,
  responses: { 200: pageOf(examArrangementSchema) },
});

export const getTrainExam = defineEndpoint({
  method: 'GET',
  path: '/api/train/exam/:id',
  summary: '考试安排详情',
  ...own,
  params: idParamsSchema,
  responses: { 200: examArrangementSchema },
});

const SELECTION =
  'Candidates: the departments’ subtrees, the posts and the listed workers, together (as a plan’s trainees). A plan named here is completed only once its trainee passes this exam; one exam per plan';

export const createTrainExam = defineEndpoint({
  method: 'POST',
  path: '/api/train/exam',
  summary: '新增考试安排',
  description: SELECTION,
  ...own,
  body: examArrangementCreateSchema,
  responses: { 201: examArrangementSchema },
});

export const updateTrainExam = defineEndpoint({
  method: 'PUT',
  path: '/api/train/exam',
  summary: '修改考试安排',
  description: `${SELECTION}. Drafts only: 409 once published, or on a stale updateTime`,
  ...own,
  body: examArrangementUpdateSchema,
  responses: { 200: examArrangementSchema },
});

export const publishTrainExam = defineEndpoint({
  method: 'PUT',
  path: '/api/train/exam/:id/publish',
  summary: '发布考试',
  description:
    'Freezes the candidates and the exam (its paper then cannot change); 400 when the selection names nobody',
  ...own,
  params: idParamsSchema,
  responses: { 200: examArrangementSchema },
});

export const deleteTrainExams = defineEndpoint({
  method: 'DELETE',
  path: '/api/train/exam',
  summary: '删除考试安排',
  description: 'Drafts, and published exams nobody has started; 409 once an attempt exists',
  ...own,
  body: idListSchema,
  responses: { 200: ok },
});

export const listTrainExamResults = defineEndpoint({
  method: 'GET',
  path: '/api/train/exam/:id/results',
  summary: '考试成绩',
  description: 'Paged candidates with their best score and attempts: blurry (name, 工号), result, deptId',
  ...own,
  params: idParamsSchema,
  query: examResultQuerySchema,
  responses: { 200: pageOf(examResultSchema) },
});

export const downloadTrainExamResults = defineEndpoint({
  method: 'GET',
  path: '/api/train/exam/:id/results/download',
  summary: '导出考试成绩',
  ...own,
  params: idParamsSchema,
  query: examResultQuerySchema,
  responses: {},
});

export const getTrainExamAnalysis = defineEndpoint({
  method: 'GET',
  path: '/api/train/exam/:id/analysis',
  summary: '试题分析',
  description:
    'Over the handed-in attempts: per question the share right, the discrimination index (upper vs lower 27 % of scores), each option’s share; a negative index is flagged',
  ...own,
  params: idParamsSchema,
  responses: { 200: examAnalysisSchema },
});

export const arrangementEndpoints = {
  listTrainExams,
  getTrainExam,
  createTrainExam,
  updateTrainExam,
  publishTrainExam,
  deleteTrainExams,
  listTrainExamResults,
  downloadTrainExamResults,
  getTrainExamAnalysis,
} satisfies Record<string, Endpoint>;
