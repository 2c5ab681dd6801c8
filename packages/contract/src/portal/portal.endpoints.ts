import { defineEndpoint } from '../common/endpoint.js';
import { pageOf, pageQuerySchema } from '../common/pagination.js';
import { newsCardSchema, newsDetailSchema, newsListQuerySchema } from './news.schemas.js';
import {
  collectResultSchema,
  idParamSchema,
  likeResultSchema,
  portalStatsSchema,
  siteInfoSchema,
  softCardSchema,
  softDetailSchema,
  softListQuerySchema,
} from './soft.schemas.js';

export const listPortalSoft = defineEndpoint({
  method: 'GET',
  path: '/api/portal/soft',
  summary: '软件中心列表',
  description: 'Published software: keyword over name and summary, category, sort, paging',
  access: 'public',
  query: softListQuerySchema,
  responses: { 200: pageOf(softCardSchema) },
});

export const getPortalSoft = defineEndpoint({
  method: 'GET',
  path: '/api/portal/soft/:id',
  summary: '软件详情',
  description: 'One published software (a view is counted once per visitor per day)',
  access: 'public',
  params: idParamSchema,
  responses: { 200: softDetailSchema },
});

const mark = (what: 'like' | 'collect', method: 'POST' | 'DELETE') =>
  ({
    method,
    path: `/api/portal/soft/:id/${what}`,
    summary: `${method === 'POST' ? '' : '取消'}${what === 'like' ? '点赞' : '收藏'}软件`,
    description: `${method === 'POST' ? 'Add' : 'Remove'} one's ${what === 'like' ? 'like' : 'favourite'}`,
    access: 'signed-in',
    params: idParamSchema,
    responses: { 200: what === 'like' ? likeResultSchema : collectResultSchema },
  }) as const;

export const likeSoft = defineEndpoint(mark('like', 'POST'));
export const unlikeSoft = defineEndpoint(mark('like', 'DELETE'));
export const collectSoft = defineEndpoint(mark('collect', 'POST'));
export const uncollectSoft = defineEndpoint(mark('collect', 'DELETE'));

const mine = pageQuerySchema.omit({ sort: true });

export const listLikedSoft = defineEndpoint({
  method: 'GET',
  path: '/api/portal/soft/liked',
  summary: '我的点赞',
  description: 'Software I like, most recent first',
  access: 'signed-in',
  query: mine,
  responses: { 200: pageOf(softCardSchema) },
});

export const listCollectedSoft = defineEndpoint({
  method: 'GET',
  path: '/api/portal/soft/collected',
  summary: '我的收藏',
  description: 'My favourites, most recent first',
  access: 'signed-in',
  query: mine,
  responses: { 200: pageOf(softCardSchema) },
});

export const listPortalNews = defineEndpoint({
  method: 'GET',
  path: '/api/portal/news',
  summary: '资讯列表',
  description: 'Published news: keyword, category, paging, newest first',
  access: 'public',
  query: newsListQuerySchema,
  responses: { 200: pageOf(newsCardSchema) },
});

export const getPortalNews = defineEndpoint({
  method: 'GET',
  path: '/api/portal/news/:id',
  summary: '资讯详情',
  description: 'One published news item (views counted)',
  access: 'public',
  params: idParamSchema,
  responses: { 200: newsDetailSchema },
});

export const getPortalStats = defineEndpoint({
  method: 'GET',
  path: '/api/portal/stats',
  summary: '门户统计',
  description: 'Platform figures for the portal home',
  access: 'public',
  responses: { 200: portalStatsSchema },
});

export const getSiteInfo = defineEndpoint({
  method: 'GET',
  path: '/api/portal/site',
  summary: '站点信息',
  description: "The footer's host organisation, copyright years and ICP filing number (server configuration)",
  access: 'public',
  responses: { 200: siteInfoSchema },
});

export const portalEndpoints = {
  getSiteInfo,
  listPortalSoft,
  getPortalSoft,
  likeSoft,
  unlikeSoft,
  collectSoft,
  uncollectSoft,
  listLikedSoft,
  listCollectedSoft,
  listPortalNews,
  getPortalNews,
  getPortalStats,
};
