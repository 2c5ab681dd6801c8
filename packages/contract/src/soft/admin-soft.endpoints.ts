import { z } from 'zod';

import { accessSchema } from '../access/access.schemas.js';
import { defineEndpoint } from '../common/endpoint.js';
import { idParamsSchema } from '../common/list-query.js';
import { pageOf } from '../common/pagination.js';
import { permissions } from '../permissions.js';
import { adminSoftQuerySchema, managedSoftSchema, offlineBodySchema } from './soft-fields.schemas.js';

const { soft } = permissions;

/** 软件管理 (back office): every vendor's software, with its applications for /softMineDetail. */
export const adminSoftDetailSchema = managedSoftSchema.extend({ accesses: z.array(accessSchema) });
export type AdminSoftDetail = z.infer<typeof adminSoftDetailSchema>;

export const listAdminSoft = defineEndpoint({
  method: 'GET',
  path: '/api/soft',
  summary: '软件列表',
  description: 'Every vendor’s software: blurry, status, category, enterpriseId',
  access: { permissions: [soft.list] },
  query: adminSoftQuerySchema,
  responses: { 200: pageOf(managedSoftSchema) },
});

export const downloadAdminSoft = defineEndpoint({
  method: 'GET',
  path: '/api/soft/download',
  summary: '导出软件',
  access: { permissions: [soft.list] },
  query: adminSoftQuerySchema,
  responses: {},
});

export const getAdminSoft = defineEndpoint({
  method: 'GET',
  path: '/api/soft/:id',
  summary: '软件详情（后台）',
  description: 'One software with its access applications and their assessments',
  access: { permissions: [soft.list] },
  params: idParamsSchema,
  responses: { 200: adminSoftDetailSchema },
});

export const takeSoftOffline = defineEndpoint({
  method: 'PUT',
  path: '/api/soft/:id/offline',
  summary: '下架软件',
  description:
    'A published software leaves 软件中心; the reason is shown to its vendor (409 unless published)',
  access: { permissions: [soft.edit] },
  params: idParamsSchema,
  body: offlineBodySchema,
  responses: { 200: managedSoftSchema },
});

export const bringSoftOnline = defineEndpoint({
  method: 'PUT',
  path: '/api/soft/:id/online',
  summary: '重新上架软件',
  description: 'An offline software is published again (409 unless offline)',
  access: { permissions: [soft.edit] },
  params: idParamsSchema,
  responses: { 200: managedSoftSchema },
});

export const adminSoftEndpoints = {
  listAdminSoft,
  downloadAdminSoft,
  getAdminSoft,
  takeSoftOffline,
  bringSoftOnline,
};
