import { z } from 'zod';

import { deptNodeSchema } from '../center/org.schemas.js';
import { workerQuerySchema, workerSchema } from '../center/worker.schemas.js';
import { defineEndpoint } from '../common/endpoint.js';
import { idParamsSchema } from '../common/list-query.js';
import { pageOf } from '../common/pagination.js';
import { permissions } from '../permissions.js';
import {
  companyBodySchema,
  companySchema,
  enabledBodySchema,
  enterpriseQuerySchema,
  enterpriseSchema,
  verifyBodySchema,
} from './enterprise.schemas.js';

const { enterprise } = permissions;

export const listEnterprises = defineEndpoint({
  method: 'GET',
  path: '/api/enterprise',
  summary: '企业列表（分页，按名称或信用代码、状态、地区筛选）',
  access: { permissions: [enterprise.list] },
  query: enterpriseQuerySchema,
  responses: { 200: pageOf(enterpriseSchema) },
});

export const downloadEnterprises = defineEndpoint({
  method: 'GET',
  path: '/api/enterprise/download',
  summary: '导出企业',
  access: { permissions: [enterprise.list] },
  query: enterpriseQuerySchema,
  responses: {},
});

export const getEnterprise = defineEndpoint({
  method: 'GET',
  path: '/api/enterprise/:id',
  summary: '企业详情',
  access: { permissions: [enterprise.list] },
  params: idParamsSchema,
  responses: { 200: enterpriseSchema },
});

export const verifyEnterprise = defineEndpoint({
  method: 'PUT',
  path: '/api/enterprise/:id/verify',
  summary: '审核企业',
  access: { permissions: [enterprise.edit] },
  params: idParamsSchema,
  body: verifyBodySchema,
  responses: { 200: enterpriseSchema },
});

export const setEnterpriseEnabled = defineEndpoint({
  method: 'PUT',
  path: '/api/enterprise/:id/enabled',
  summary: '启用或停用企业',
  access: { permissions: [enterprise.edit] },
  params: idParamsSchema,
  body: enabledBodySchema,
  responses: { 200: enterpriseSchema },
});

export const getCompany = defineEndpoint({
  method: 'GET',
  path: '/api/center/company',
  summary: '本企业信息',
  access: { enterprise: 'any' },
  enterpriseScoped: true,
  responses: { 200: companySchema },
});

export const updateCompany = defineEndpoint({
  method: 'PUT',
  path: '/api/center/company',
  summary: '修改本企业信息',
  access: { enterprise: 'any' },
  enterpriseScoped: true,
  body: companyBodySchema,
  responses: { 200: companySchema },
});

export const resubmitCompany = defineEndpoint({
  method: 'POST',
  path: '/api/center/company/resubmit',
  summary: '重新提交企业认证',
  access: { enterprise: 'any' },
  enterpriseScoped: true,
  responses: { 200: companySchema },
});

export const uploadCompanyLogo = defineEndpoint({
  method: 'POST',
  path: '/api/center/company/logo',
  summary: '上传企业标志',
  description: 'multipart `file`: a PNG, JPG, GIF or WEBP picture (at most 5 MB); replaces the old logo',
  upload: true,
  access: { enterprise: 'any' },
  enterpriseScoped: true,
  responses: { 200: companySchema },
});

export const listEnterpriseDepts = defineEndpoint({
  method: 'GET',
  path: '/api/enterprise/:id/depts',
  summary: '企业部门树（只读）',
  access: { permissions: [enterprise.list] },
  params: idParamsSchema,
  responses: { 200: z.array(deptNodeSchema) },
});

export const listEnterpriseWorkers = defineEndpoint({
  method: 'GET',
  path: '/api/enterprise/:id/workers',
  summary: '企业员工列表（只读）',
  description: 'The enterprise’s staff, paged and filtered like 员工管理; id cards masked',
  access: { permissions: [enterprise.list] },
  params: idParamsSchema,
  query: workerQuerySchema,
  responses: { 200: pageOf(workerSchema) },
});

export const enterpriseEndpoints = {
  listEnterprises,
  downloadEnterprises,
  getEnterprise,
  verifyEnterprise,
  setEnterpriseEnabled,
  getCompany,
  updateCompany,
  resubmitCompany,
  uploadCompanyLogo,
  listEnterpriseDepts,
  listEnterpriseWorkers,
};
