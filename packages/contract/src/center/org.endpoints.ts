import { z } from 'zod';

import { defineEndpoint } from '../common/endpoint.js';
import { idListSchema } from '../common/list-query.js';
import { pageOf } from '../common/pagination.js';
import {
  deptCreateSchema,
  deptNodeSchema,
  deptQuerySchema,
  deptSchema,
  deptUpdateSchema,
  postCreateSchema,
  postQuerySchema,
  postSchema,
  postUpdateSchema,
} from './org.schemas.js';

const ok = z.object({});
/** The enterprise's own data: a type-2 account of an enabled enterprise, scoped to it. */
const own = { access: { enterprise: 'any' }, enterpriseScoped: true } as const;

export const listDepts = defineEndpoint({
  method: 'GET',
  path: '/api/center/dept',
  summary: '部门树',
  description: 'The enterprise’s departments as a tree (nodes with `children`), by sort then name',
  ...own,
  query: deptQuerySchema,
  responses: { 200: z.array(deptNodeSchema) },
});

export const createDept = defineEndpoint({
  method: 'POST',
  path: '/api/center/dept',
  summary: '新增部门',
  ...own,
  body: deptCreateSchema,
  responses: { 201: deptSchema },
});

export const updateDept = defineEndpoint({
  method: 'PUT',
  path: '/api/center/dept',
  summary: '修改部门',
  description: 'A department cannot move under itself or its descendants; a stale `updateTime` answers 409',
  ...own,
  body: deptUpdateSchema,
  responses: { 200: deptSchema },
});

export const deleteDepts = defineEndpoint({
  method: 'DELETE',
  path: '/api/center/dept',
  summary: '删除部门',
  description: 'A JSON array of ids; refused (409) while a department still has staff or sub-departments',
  ...own,
  body: idListSchema,
  responses: { 200: ok },
});

export const listPosts = defineEndpoint({
  method: 'GET',
  path: '/api/center/job',
  summary: '岗位列表',
  ...own,
  query: postQuerySchema,
  responses: { 200: pageOf(postSchema) },
});

export const downloadPosts = defineEndpoint({
  method: 'GET',
  path: '/api/center/job/download',
  summary: '导出岗位',
  ...own,
  query: postQuerySchema,
  responses: {},
});

export const createPost = defineEndpoint({
  method: 'POST',
  path: '/api/center/job',
  summary: '新增岗位',
  ...own,
  body: postCreateSchema,
  responses: { 201: postSchema },
});

export const updatePost = defineEndpoint({
  method: 'PUT',
  path: '/api/center/job',
  summary: '修改岗位',
  ...own,
  body: postUpdateSchema,
  responses: { 200: postSchema },
});

export const deletePosts = defineEndpoint({
  method: 'DELETE',
  path: '/api/center/job',
  summary: '删除岗位',
  description: 'A JSON array of ids; refused (409) while staff hold the post',
  ...own,
  body: idListSchema,
  responses: { 200: ok },
});

export const orgEndpoints = {
  listDepts,
  createDept,
  updateDept,
  deleteDepts,
  listPosts,
  downloadPosts,
  createPost,
  updatePost,
  deletePosts,
};
