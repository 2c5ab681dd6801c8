import { z } from 'zod';

import type { Endpoint } from '../common/endpoint.js';
import { defineEndpoint } from '../common/endpoint.js';
import { idListSchema, idParamsSchema } from '../common/list-query.js';
import { pageOf } from '../common/pagination.js';
import {
  examBankCopySchema,
  examBankCreateSchema,
  examBankQuerySchema,
  examBankSchema,
  examBankUpdateSchema,
  examQuestionCreateSchema,
  examQuestionQuerySchema,
  examQuestionSchema,
  examQuestionUpdateSchema,
  questionImportQuerySchema,
  questionImportResultSchema,
} from './bank.schemas.js';

const ok = z.object({});
const own = { access: { enterprise: 'any' }, enterpriseScoped: true } as const;

/*
 * 题库 on both faces: an enterprise's banks under api/train (its own, plus the platform's to read
 * and copy once it is verified), the platform's under api/exam (platform-bank.endpoints.ts).
 * The same bodies and answers on both, so one client and one form serve the portal and the back
 * office.
 */

export const IMPORT_DESCRIPTION =
  'multipart `file` (xlsx, the template’s columns). dryRun=true: every row checked, nothing written. dryRun=false: all rows added to the bank or, if any row is wrong, 400 and nothing';

export const listTrainBanks = defineEndpoint({
  method: 'GET',
  path: '/api/train/bank',
  summary: '题库列表',
  description:
    'Paged: blurry (name), category, source: own (the default) or platform — the platform’s banks, read-only, once the enterprise is verified',
  ...own,
  query: examBankQuerySchema,
  responses: { 200: pageOf(examBankSchema) },
});

export const getTrainBank = defineEndpoint({
  method: 'GET',
  path: '/api/train/bank/:id',
  summary: '题库详情',
  description: 'One of its own banks, or (verified) one of the platform’s',
  ...own,
  params: idParamsSchema,
  responses: { 200: examBankSchema },
});

export const createTrainBank = defineEndpoint({
  method: 'POST',
  path: '/api/train/bank',
  summary: '新增题库',
  ...own,
  body: examBankCreateSchema,
  responses: { 201: examBankSchema },
});

export const updateTrainBank = defineEndpoint({
  method: 'PUT',
  path: '/api/train/bank',
  summary: '修改题库',
  description: 'The enterprise’s own banks only; a stale updateTime is 409',
  ...own,
  body: examBankUpdateSchema,
  responses: { 200: examBankSchema },
});

export const deleteTrainBanks = defineEndpoint({
  method: 'DELETE',
  path: '/api/train/bank',
  summary: '删除题库',
  description: 'With their questions; 409 while a published paper uses one of them',
  ...own,
  body: idListSchema,
  responses: { 200: ok },
});

export const copyTrainBank = defineEndpoint({
  method: 'POST',
  path: '/api/train/bank/:id/copy',
  summary: '复制题库',
  description: 'A platform bank (or one of its own) copied with every question into a bank of the enterprise',
  access: { enterprise: 'verified' },
  enterpriseScoped: true,
  params: idParamsSchema,
  body: examBankCopySchema,
  responses: { 201: examBankSchema },
});

export const listTrainQuestions = defineEndpoint({
  method: 'GET',
  path: '/api/train/question',
  summary: '试题列表',
  description:
    'Paged, one bank: blurry (stem), type, level, chapter, difficulty. With answers (for the bank’s editors)',
  ...own,
  query: examQuestionQuerySchema,
  responses: { 200: pageOf(examQuestionSchema) },
});

export const downloadTrainQuestions = defineEndpoint({
  method: 'GET',
  path: '/api/train/question/download',
  summary: '导出试题',
  description: 'The filtered questions as xlsx, in the import template’s columns',
  ...own,
  query: examQuestionQuerySchema,
  responses: {},
});

export const getTrainQuestionTemplate = defineEndpoint({
  method: 'GET',
  path: '/api/train/question/template',
  summary: '下载试题导入模板',
  description: 'xlsx with an example row per type and the rules of each column (the same for everyone)',
  access: { enterprise: 'any' },
  responses: {},
});

export const importTrainQuestions = defineEndpoint({
  method: 'POST',
  path: '/api/train/question/import',
  summary: '导入试题',
  description: IMPORT_DESCRIPTION,
  upload: true,
  ...own,
  query: questionImportQuerySchema,
  responses: { 200: questionImportResultSchema },
});

export const createTrainQuestion = defineEndpoint({
  method: 'POST',
  path: '/api/train/question',
  summary: '新增试题',
  ...own,
  body: examQuestionCreateSchema,
  responses: { 201: examQuestionSchema },
});

export const updateTrainQuestion = defineEndpoint({
  method: 'PUT',
  path: '/api/train/question',
  summary: '修改试题',
  description: 'A stale updateTime is 409',
  ...own,
  body: examQuestionUpdateSchema,
  responses: { 200: examQuestionSchema },
});

export const deleteTrainQuestions = defineEndpoint({
  method: 'DELETE',
  path: '/api/train/question',
  summary: '删除试题',
  description: '409 while a published paper uses one of them',
  ...own,
  body: idListSchema,
  responses: { 200: ok },
});

export const bankEndpoints = {
  listTrainBanks,
  getTrainBank,
  createTrainBank,
  updateTrainBank,
  deleteTrainBanks,
  copyTrainBank,
  listTrainQuestions,
  downloadTrainQuestions,
  getTrainQuestionTemplate,
  importTrainQuestions,
  createTrainQuestion,
  updateTrainQuestion,
  deleteTrainQuestions,
} satisfies Record<string, Endpoint>;
