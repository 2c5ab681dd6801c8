import { z } from 'zod';

import type { Endpoint } from '../common/endpoint.js';
import { defineEndpoint } from '../common/endpoint.js';
import { idListSchema, idParamsSchema } from '../common/list-query.js';
import { pageOf } from '../common/pagination.js';
import { permissions } from '../permissions.js';
import { IMPORT_DESCRIPTION } from './bank.endpoints.js';
import {
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
const platform = (permission: string) => ({ access: { permissions: [permission] } }) as const;
const exam = permissions.exam;

/*
 * 题库管理 in the back office: the platform's banks and their questions (exam:*), with the same
 * bodies and answers as an enterprise's under api/train (bank.endpoints.ts).
 */

export const listExamBanks = defineEndpoint({
  method: 'GET',
  path: '/api/exam/bank',
  summary: '平台题库列表',
  description: 'Paged: blurry (name), category. Published to every verified enterprise',
  ...platform(exam.list),
  query: examBankQuerySchema,
  responses: { 200: pageOf(examBankSchema) },
});

export const getExamBank = defineEndpoint({
  method: 'GET',
  path: '/api/exam/bank/:id',
  summary: '平台题库详情',
  ...platform(exam.list),
  params: idParamsSchema,
  responses: { 200: examBankSchema },
});

export const createExamBank = defineEndpoint({
  method: 'POST',
  path: '/api/exam/bank',
  summary: '新增平台题库',
  ...platform(exam.add),
  body: examBankCreateSchema,
  responses: { 201: examBankSchema },
});

export const updateExamBank = defineEndpoint({
  method: 'PUT',
  path: '/api/exam/bank',
  summary: '修改平台题库',
  ...platform(exam.edit),
  body: examBankUpdateSchema,
  responses: { 200: examBankSchema },
});

export const deleteExamBanks = defineEndpoint({
  method: 'DELETE',
  path: '/api/exam/bank',
  summary: '删除平台题库',
  description: 'With their questions; 409 while a published paper uses one of them',
  ...platform(exam.del),
  body: idListSchema,
  responses: { 200: ok },
});

export const listExamQuestions = defineEndpoint({
  method: 'GET',
  path: '/api/exam/question',
  summary: '平台试题列表',
  ...platform(exam.list),
  query: examQuestionQuerySchema,
  responses: { 200: pageOf(examQuestionSchema) },
});

export const downloadExamQuestions = defineEndpoint({
  method: 'GET',
  path: '/api/exam/question/download',
  summary: '导出平台试题',
  ...platform(exam.list),
  query: examQuestionQuerySchema,
  responses: {},
});

export const getExamQuestionTemplate = defineEndpoint({
  method: 'GET',
  path: '/api/exam/question/template',
  summary: '下载平台试题导入模板',
  ...platform(exam.list),
  responses: {},
});

export const importExamQuestions = defineEndpoint({
  method: 'POST',
  path: '/api/exam/question/import',
  summary: '导入平台试题',
  description: IMPORT_DESCRIPTION,
  upload: true,
  ...platform(exam.add),
  query: questionImportQuerySchema,
  responses: { 200: questionImportResultSchema },
});

export const createExamQuestion = defineEndpoint({
  method: 'POST',
  path: '/api/exam/question',
  summary: '新增平台试题',
  ...platform(exam.add),
  body: examQuestionCreateSchema,
  responses: { 201: examQuestionSchema },
});

export const updateExamQuestion = defineEndpoint({
  method: 'PUT',
  path: '/api/exam/question',
  summary: '修改平台试题',
  ...platform(exam.edit),
  body: examQuestionUpdateSchema,
  responses: { 200: examQuestionSchema },
});

export const deleteExamQuestions = defineEndpoint({
  method: 'DELETE',
  path: '/api/exam/question',
  summary: '删除平台试题',
  ...platform(exam.del),
  body: idListSchema,
  responses: { 200: ok },
});

export const platformBankEndpoints = {
  listExamBanks,
  getExamBank,
  createExamBank,
  updateExamBank,
  deleteExamBanks,
  listExamQuestions,
  downloadExamQuestions,
  getExamQuestionTemplate,
  importExamQuestions,
  createExamQuestion,
  updateExamQuestion,
  deleteExamQuestions,
} satisfies Record<string, Endpoint>;
