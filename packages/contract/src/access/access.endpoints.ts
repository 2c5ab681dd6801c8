import { defineEndpoint } from '../common/endpoint.js';
import { idParamsSchema } from '../common/list-query.js';
import { pageOf } from '../common/pagination.js';
import {
  accessKeysSchema,
  accessQuerySchema,
  accessSchema,
  grantCreateSchema,
  grantDecisionSchema,
  grantQuerySchema,
  grantRequestSchema,
  grantSchema,
} from './access.schemas.js';

const own = { access: { enterprise: 'any' }, enterpriseScoped: true } as const;
const verified = { access: { enterprise: 'verified' }, enterpriseScoped: true } as const;

export const listMyAccess = defineEndpoint({
  method: 'GET',
  path: '/api/center/access',
  summary: '我的接入申请',
  description: 'The vendor’s applications with their timeline, assessment room and decision, newest first',
  ...own,
  query: accessQuerySchema,
  responses: { 200: pageOf(accessSchema) },
});

export const issueAccessKeys = defineEndpoint({
  method: 'POST',
  path: '/api/center/access/:id/keys',
  summary: '生成接入密钥',
  description:
    'Only for a passed application (else 409). Issues or rotates `{ appKey, appSecret }`: the secret is in this answer only; after a rotation the previous pair stays valid for 24 hours',
  ...verified,
  params: idParamsSchema,
  responses: { 201: accessKeysSchema },
});

export const listMyGrants = defineEndpoint({
  method: 'GET',
  path: '/api/center/grant',
  summary: '我的可用软件',
  description: 'Software the enterprise asked to use or may use, with seats and validity (我的接入)',
  ...own,
  query: grantQuerySchema,
  responses: { 200: pageOf(grantSchema) },
});

export const requestGrant = defineEndpoint({
  method: 'POST',
  path: '/api/center/grant',
  summary: '申请使用软件',
  description:
    'A published software of another vendor; one open request per software (409 while one is pending or valid)',
  ...verified,
  body: grantCreateSchema,
  responses: { 201: grantSchema },
});

export const listGrantRequests = defineEndpoint({
  method: 'GET',
  path: '/api/center/grant/requests',
  summary: '软件使用申请（供应商）',
  description: 'Requests by other enterprises to use the caller’s software',
  ...own,
  query: grantQuerySchema,
  responses: { 200: pageOf(grantRequestSchema) },
});

export const decideGrant = defineEndpoint({
  method: 'PUT',
  path: '/api/center/grant/:id',
  summary: '审批软件使用申请',
  description:
    'The vendor approves (seats, validUntil) or rejects (reason) a pending request; other enterprises get 404',
  ...own,
  params: idParamsSchema,
  body: grantDecisionSchema,
  responses: { 200: grantRequestSchema },
});

export const accessEndpoints = {
  listMyAccess,
  issueAccessKeys,
  listMyGrants,
  requestGrant,
  listGrantRequests,
  decideGrant,
};
