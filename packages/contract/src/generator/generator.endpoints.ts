import { defineEndpoint, type Endpoint } from '../common/endpoint.js';
import { pageOf } from '../common/pagination.js';
import { permissions } from '../permissions.js';
import {
  genConfigSchema,
  genConfigUpdateSchema,
  genPreviewSchema,
  genTableParamsSchema,
  genTableQuerySchema,
  genTableSchema,
} from './generator.schemas.js';

const { generator } = permissions;

export const listGenTables = defineEndpoint({
  method: 'GET',
  path: '/api/generator/tables',
  summary: '数据库表列表',
  description:
    'The base tables of the app’s own schema (public), by name: name (part of the name or comment), page, size',
  access: { permissions: [generator.list] },
  query: genTableQuerySchema,
  responses: { 200: pageOf(genTableSchema) },
});

export const getGenConfig = defineEndpoint({
  method: 'GET',
  path: '/api/generator/:table/config',
  summary: '生成配置',
  description:
    'The saved settings of the table, or defaults derived from its columns (label from the comment, list/form/search choices from the type), with what would stop generating',
  access: { permissions: [generator.list] },
  params: genTableParamsSchema,
  responses: { 200: genConfigSchema },
});

export const saveGenConfig = defineEndpoint({
  method: 'PUT',
  path: '/api/generator/:table/config',
  summary: '保存生成配置',
  description: 'Module settings and one entry per column of the table, each column exactly once',
  access: { permissions: [generator.edit] },
  params: genTableParamsSchema,
  body: genConfigUpdateSchema,
  responses: { 200: genConfigSchema },
});

export const previewGen = defineEndpoint({
  method: 'GET',
  path: '/api/generator/:table/preview',
  summary: '预览生成代码',
  description:
    'Every file of the module (contract, server, web, menu seed, tests) with its path from the project root, and GENERATED.md saying how to wire it in. Nothing is written on the server',
  access: { permissions: [generator.list] },
  params: genTableParamsSchema,
  responses: { 200: genPreviewSchema },
});

export const downloadGen = defineEndpoint({
  method: 'GET',
  path: '/api/generator/:table/download',
  summary: '下载生成代码',
  description: 'The preview’s files as a zip (application/zip), laid out as in the project',
  access: { permissions: [generator.list] },
  params: genTableParamsSchema,
  responses: {},
});

/** The generator module's endpoints (issue 34). */
export const generatorEndpoints = {
  listGenTables,
  getGenConfig,
  saveGenConfig,
  previewGen,
  downloadGen,
} satisfies Record<string, Endpoint>;
