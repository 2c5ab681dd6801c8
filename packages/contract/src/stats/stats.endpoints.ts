import { defineEndpoint } from '../common/endpoint.js';
import { statsDownloadQuerySchema, statsOverviewSchema, statsQuerySchema } from './stats.schemas.js';

const own = { access: { enterprise: 'any' }, enterpriseScoped: true } as const;

export const getStatsOverview = defineEndpoint({
  method: 'GET',
  path: '/api/stats/overview',
  summary: '统计概览',
  description:
    'from/to in ms (default: the last 12 months): training per month, pass rate, software ranking, staff and certificates per department, device status, plans in progress',
  ...own,
  query: statsQuerySchema,
  responses: { 200: statsOverviewSchema },
});

export const downloadStats = defineEndpoint({
  method: 'GET',
  path: '/api/stats/download',
  summary: '导出统计数据',
  description: 'One chart’s data as xlsx: chart = months, softs, depts, devices or plans',
  ...own,
  query: statsDownloadQuerySchema,
  responses: {},
});

export const statsEndpoints = { getStatsOverview, downloadStats };
