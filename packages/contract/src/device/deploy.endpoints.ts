import { z } from 'zod';

import { defineEndpoint } from '../common/endpoint.js';
import { idListSchema } from '../common/list-query.js';
import { pageOf } from '../common/pagination.js';
import { permissions } from '../permissions.js';
import { deployPackageSchema, deployQuerySchema } from './deploy.schemas.js';

const { deploy } = permissions;

export const listDeploy = defineEndpoint({
  method: 'GET',
  path: '/api/deploy',
  summary: '部署包列表',
  description: 'Paged, newest first: softId, blurry (software name, version or file name)',
  access: { permissions: [deploy.list] },
  query: deployQuerySchema,
  responses: { 200: pageOf(deployPackageSchema) },
});

export const uploadDeploy = defineEndpoint({
  method: 'POST',
  path: '/api/deploy/upload',
  summary: '上传部署包',
  description:
    'multipart: softId (a published software), version (unique per software), description, then `file` (a zip, at most 500 MB), streamed to storage with its sha256 → 201',
  upload: true,
  access: { permissions: [deploy.add] },
  responses: { 201: deployPackageSchema },
});

export const deleteDeploy = defineEndpoint({
  method: 'DELETE',
  path: '/api/deploy',
  summary: '删除部署包',
  description: 'A JSON array of ids; update commands already queued for them fail on the device',
  access: { permissions: [deploy.del] },
  body: idListSchema,
  responses: { 200: z.object({}) },
});

export const deployEndpoints = { listDeploy, uploadDeploy, deleteDeploy };
