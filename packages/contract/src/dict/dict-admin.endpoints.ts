import { z } from 'zod';

import { defineEndpoint } from '../common/endpoint.js';
import { idListSchema, idParamsSchema } from '../common/list-query.js';
import { pageOf } from '../common/pagination.js';
import { permissions } from '../permissions.js';
import {
  dictBodySchema,
  dictDetailBodySchema,
  dictDetailUpdateBodySchema,
  dictQuerySchema,
  dictSchema,
  dictUpdateBodySchema,
} from './dict-admin.schemas.js';
import { dictDetailSchema } from './dict.schemas.js';

const { dict } = permissions;
const ok = z.object({});

export const listDicts = defineEndpoint({
  method: 'GET',
  path: '/api/dict',
  summary: '字典列表',
  description: 'Dictionaries, paged, `blurry` over name and description',
  access: { permissions: [dict.list] },
  query: dictQuerySchema,
  responses: { 200: pageOf(dictSchema) },
});

export const downloadDicts = defineEndpoint({
  method: 'GET',
  path: '/api/dict/download',
  summary: '导出字典',
  description: 'The matching dictionaries with their choices as an xlsx file',
  access: { permissions: [dict.list] },
  query: dictQuerySchema,
  responses: {},
});

export const allDicts = defineEndpoint({
  method: 'GET',
  path: '/api/dict/all',
  summary: '全部字典',
  description: 'Every dictionary, by name',
  access: { permissions: [dict.list] },
  responses: { 200: z.array(dictSchema) },
});

export const createDict = defineEndpoint({
  method: 'POST',
  path: '/api/dict',
  summary: '新增字典',
  description: 'Create a dictionary (unique name)',
  access: { permissions: [dict.add] },
  body: dictBodySchema,
  responses: { 201: dictSchema },
});

export const updateDict = defineEndpoint({
  method: 'PUT',
  path: '/api/dict',
  summary: '修改字典',
  description: 'Edit a dictionary',
  access: { permissions: [dict.edit] },
  body: dictUpdateBodySchema,
  responses: { 200: dictSchema },
});

export const deleteDicts = defineEndpoint({
  method: 'DELETE',
  path: '/api/dict',
  summary: '删除字典',
  description: 'Delete dictionaries with their choices',
  access: { permissions: [dict.del] },
  body: idListSchema,
  responses: { 200: ok },
});

export const createDictDetail = defineEndpoint({
  method: 'POST',
  path: '/api/dictDetail',
  summary: '新增字典详情',
  description: 'Add a choice to a dictionary (unique value within it)',
  access: { permissions: [dict.add] },
  body: dictDetailBodySchema,
  responses: { 201: dictDetailSchema },
});

export const updateDictDetail = defineEndpoint({
  method: 'PUT',
  path: '/api/dictDetail',
  summary: '修改字典详情',
  description: 'Edit a choice',
  access: { permissions: [dict.edit] },
  body: dictDetailUpdateBodySchema,
  responses: { 200: dictDetailSchema },
});

export const deleteDictDetail = defineEndpoint({
  method: 'DELETE',
  path: '/api/dictDetail/:id',
  summary: '删除字典详情',
  description: 'Delete a choice',
  access: { permissions: [dict.del] },
  params: idParamsSchema,
  responses: { 200: ok },
});

export const dictAdminEndpoints = {
  listDicts,
  downloadDicts,
  allDicts,
  createDict,
  updateDict,
  deleteDicts,
  createDictDetail,
  updateDictDetail,
  deleteDictDetail,
};
