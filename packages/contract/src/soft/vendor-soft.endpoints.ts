import { z } from 'zod';

import { accessSchema } from '../access/access.schemas.js';
import { defineEndpoint } from '../common/endpoint.js';
import { idListSchema, idParamsSchema } from '../common/list-query.js';
import { pageOf } from '../common/pagination.js';
import {
  managedSoftQuerySchema,
  managedSoftSchema,
  softCreateSchema,
  softUpdateSchema,
} from './soft-fields.schemas.js';

/** 应用管理: the vendor's own software, editable while draft or rejected. */
const own = { access: { enterprise: 'any' }, enterpriseScoped: true } as const;

export const listMySoft = defineEndpoint({
  method: 'GET',
  path: '/api/center/soft',
  summary: '我的软件列表',
  description: 'The enterprise’s own software in every status: blurry (name or summary), status, category',
  ...own,
  query: managedSoftQuerySchema,
  responses: { 200: pageOf(managedSoftSchema) },
});

export const getMySoft = defineEndpoint({
  method: 'GET',
  path: '/api/center/soft/:id',
  summary: '我的软件详情',
  ...own,
  params: idParamsSchema,
  responses: { 200: managedSoftSchema },
});

export const createMySoft = defineEndpoint({
  method: 'POST',
  path: '/api/center/soft',
  summary: '新增软件',
  description:
    'Starts as a draft. The description is sanitised to an allow-list; `launchUrl` must be http(s)',
  ...own,
  body: softCreateSchema,
  responses: { 201: managedSoftSchema },
});

export const updateMySoft = defineEndpoint({
  method: 'PUT',
  path: '/api/center/soft',
  summary: '修改软件',
  description: 'Only while draft or rejected (else 409); a stale `updateTime` answers 409',
  ...own,
  body: softUpdateSchema,
  responses: { 200: managedSoftSchema },
});

export const deleteMySoft = defineEndpoint({
  method: 'DELETE',
  path: '/api/center/soft',
  summary: '删除软件',
  description: 'A JSON array of ids; only drafts and rejected software that was never published',
  ...own,
  body: idListSchema,
  responses: { 200: z.object({}) },
});

export const submitMySoft = defineEndpoint({
  method: 'POST',
  path: '/api/center/soft/:id/submit',
  summary: '提交软件接入申请',
  description: 'From draft or rejected: creates an access application (verified enterprises only)',
  access: { enterprise: 'verified' },
  enterpriseScoped: true,
  params: idParamsSchema,
  responses: { 201: accessSchema },
});

export const vendorSoftEndpoints = {
  listMySoft,
  getMySoft,
  createMySoft,
  updateMySoft,
  deleteMySoft,
  submitMySoft,
};
