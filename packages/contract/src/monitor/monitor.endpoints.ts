import { z } from 'zod';

import { defineEndpoint } from '../common/endpoint.js';
import { permissions } from '../permissions.js';
import { serverStatusSchema, sqlStatPageSchema, sqlStatQuerySchema } from './monitor.schemas.js';

const { monitor } = permissions;

export const getServerStatus = defineEndpoint({
  method: 'GET',
  path: '/api/monitor/server',
  summary: '服务监控',
  description:
    'CPU, memory, disks, this instance (Node, heap, event-loop delay), the database (size, connections, cache hit ratio, longest statement), Redis when configured, and the caches',
  access: { permissions: [monitor.list] },
  responses: { 200: serverStatusSchema },
});

export const listSqlStats = defineEndpoint({
  method: 'GET',
  path: '/api/monitor/sql',
  summary: 'SQL 监控',
  description:
    'Statement statistics from pg_stat_statements (normalised text, calls, total and mean time in ms, rows, share of total time); sort by totalTime (default), meanTime, calls or rows; `blurry` searches the text. `enabled: false` with a `hint` when the extension is missing',
  access: { permissions: [monitor.list] },
  query: sqlStatQuerySchema,
  responses: { 200: sqlStatPageSchema },
});

export const resetSqlStats = defineEndpoint({
  method: 'DELETE',
  path: '/api/monitor/sql',
  summary: '重置 SQL 统计',
  description: 'Empties pg_stat_statements for every database of the server; 409 when it is not enabled',
  access: { permissions: [monitor.edit] },
  responses: { 200: z.object({}) },
});

export const openSqlMonitor = defineEndpoint({
  method: 'GET',
  path: '/druid/index.html',
  summary: 'SQL 监控页面',
  description:
    "Where eladmin's Druid console was: a redirect to the back office's SQL 监控 page (which asks for a sign-in)",
  access: 'public',
  responses: {},
});

export const monitorEndpoints = { getServerStatus, listSqlStats, resetSqlStats, openSqlMonitor };
