import { defineEndpoint } from '../common/endpoint.js';
import { idParamsSchema } from '../common/list-query.js';
import { pageOf } from '../common/pagination.js';
import { permissions } from '../permissions.js';
import { logQuerySchema, logSchema, logStackSchema, ownLogQuerySchema } from './log.schemas.js';

const { log } = permissions;

export const listLogs = defineEndpoint({
  method: 'GET',
  path: '/api/logs',
  summary: '操作日志列表',
  description: 'Every write and sign-in, newest first: blurry, username, path, method, status, createTime',
  access: { permissions: [log.list] },
  query: logQuerySchema,
  responses: { 200: pageOf(logSchema) },
});

export const downloadLogs = defineEndpoint({
  method: 'GET',
  path: '/api/logs/download',
  summary: '导出操作日志',
  access: { permissions: [log.list] },
  query: logQuerySchema,
  responses: {},
});

export const listOwnLogs = defineEndpoint({
  method: 'GET',
  path: '/api/logs/user',
  summary: '我的操作记录',
  description: "The signed-in user's own recent operations, newest first",
  access: 'signed-in',
  query: ownLogQuerySchema,
  responses: { 200: pageOf(logSchema) },
});

export const listErrorLogs = defineEndpoint({
  method: 'GET',
  path: '/api/logs/error',
  summary: '异常日志列表',
  description: 'Server failures (5xx), newest first; the stack on demand by id',
  access: { permissions: [log.list] },
  query: logQuerySchema,
  responses: { 200: pageOf(logSchema) },
});

export const downloadErrorLogs = defineEndpoint({
  method: 'GET',
  path: '/api/logs/error/download',
  summary: '导出异常日志',
  access: { permissions: [log.list] },
  query: logQuerySchema,
  responses: {},
});

export const getErrorStack = defineEndpoint({
  method: 'GET',
  path: '/api/logs/error/:id',
  summary: '异常详情',
  access: { permissions: [log.list] },
  params: idParamsSchema,
  responses: { 200: logStackSchema },
});

export const logEndpoints = {
  listLogs,
  downloadLogs,
  listOwnLogs,
  listErrorLogs,
  downloadErrorLogs,
  getErrorStack,
};
