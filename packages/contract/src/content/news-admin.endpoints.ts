import { z } from 'zod';

import { defineEndpoint } from '../common/endpoint.js';
import { idListSchema, idParamsSchema } from '../common/list-query.js';
import { pageOf } from '../common/pagination.js';
import { permissions } from '../permissions.js';
import {
  adminNewsQuerySchema,
  adminNewsSchema,
  newsFieldsSchema,
  newsUpdateSchema,
} from './news-admin.schemas.js';

const { news } = permissions;

export const listAdminNews = defineEndpoint({
  method: 'GET',
  path: '/api/news',
  summary: '资讯列表（后台）',
  description: 'Every news item in every status: blurry (title or summary), category, status',
  access: { permissions: [news.list] },
  query: adminNewsQuerySchema,
  responses: { 200: pageOf(adminNewsSchema) },
});

export const downloadAdminNews = defineEndpoint({
  method: 'GET',
  path: '/api/news/download',
  summary: '导出资讯',
  access: { permissions: [news.list] },
  query: adminNewsQuerySchema,
  responses: {},
});

export const getAdminNews = defineEndpoint({
  method: 'GET',
  path: '/api/news/:id',
  summary: '资讯详情（后台）',
  access: { permissions: [news.list] },
  params: idParamsSchema,
  responses: { 200: adminNewsSchema },
});

export const createNews = defineEndpoint({
  method: 'POST',
  path: '/api/news',
  summary: '新增资讯',
  description: 'The content is sanitised to an allow-list before it is stored',
  access: { permissions: [news.add] },
  body: newsFieldsSchema,
  responses: { 201: adminNewsSchema },
});

export const updateNews = defineEndpoint({
  method: 'PUT',
  path: '/api/news',
  summary: '修改资讯',
  description: 'A stale `updateTime` answers 409',
  access: { permissions: [news.edit] },
  body: newsUpdateSchema,
  responses: { 200: adminNewsSchema },
});

export const deleteNews = defineEndpoint({
  method: 'DELETE',
  path: '/api/news',
  summary: '删除资讯',
  access: { permissions: [news.del] },
  body: idListSchema,
  responses: { 200: z.object({}) },
});

export const newsAdminEndpoints = {
  listAdminNews,
  downloadAdminNews,
  getAdminNews,
  createNews,
  updateNews,
  deleteNews,
};
