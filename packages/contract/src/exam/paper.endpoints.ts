import { z } from 'zod';

import type { Endpoint } from '../common/endpoint.js';
import { defineEndpoint } from '../common/endpoint.js';
import { idListSchema, idParamsSchema } from '../common/list-query.js';
import { pageOf } from '../common/pagination.js';
import {
  examPaperCreateSchema,
  examPaperDetailSchema,
  examPaperQuerySchema,
  examPaperSchema,
  examPaperUpdateSchema,
  paperPreviewSchema,
} from './paper.schemas.js';

const ok = z.object({});
const own = { access: { enterprise: 'any' }, enterpriseScoped: true } as const;

export const listTrainPapers = defineEndpoint({
  method: 'GET',
  path: '/api/train/paper',
  summary: '试卷列表',
  description: 'Paged: blurry (name), mode',
  ...own,
  query: examPaperQuerySchema,
  responses: { 200: pageOf(examPaperSchema) },
});

export const getTrainPaper = defineEndpoint({
  method: 'GET',
  path: '/api/train/paper/:id',
  summary: '试卷详情',
  description: 'With a fixed paper’s questions (type and stem) beside their scores',
  ...own,
  params: idParamsSchema,
  responses: { 200: examPaperDetailSchema },
});

export const previewTrainPaper = defineEndpoint({
  method: 'GET',
  path: '/api/train/paper/:id/preview',
  summary: '预览试卷',
  description:
    'One sample draw as a trainee would get it (a random paper draws anew each time), with the answers and analysis for the author',
  ...own,
  params: idParamsSchema,
  responses: { 200: paperPreviewSchema },
});

const RULES =
  'totalScore must equal the questions’ scores (400 naming the difference); a fixed paper’s questions come from banks the enterprise may read; a random rule asking for more questions than its bank holds is 400 naming the rule';

export const createTrainPaper = defineEndpoint({
  method: 'POST',
  path: '/api/train/paper',
  summary: '新增试卷',
  description: RULES,
  ...own,
  body: examPaperCreateSchema,
  responses: { 201: examPaperSchema },
});

export const updateTrainPaper = defineEndpoint({
  method: 'PUT',
  path: '/api/train/paper',
  summary: '修改试卷',
  description: `${RULES}. 409 once a published exam uses it, or on a stale updateTime`,
  ...own,
  body: examPaperUpdateSchema,
  responses: { 200: examPaperSchema },
});

export const deleteTrainPapers = defineEndpoint({
  method: 'DELETE',
  path: '/api/train/paper',
  summary: '删除试卷',
  description: '409 while an exam uses one of them',
  ...own,
  body: idListSchema,
  responses: { 200: ok },
});

export const paperEndpoints = {
  listTrainPapers,
  getTrainPaper,
  previewTrainPaper,
  createTrainPaper,
  updateTrainPaper,
  deleteTrainPapers,
} satisfies Record<string, Endpoint>;
