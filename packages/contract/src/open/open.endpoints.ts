import { defineEndpoint } from '../common/endpoint.js';
import {
  ilabRefreshQuerySchema,
  ilabTokenQuerySchema,
  ilabTokenSchema,
  ilabUploadBodySchema,
  ilabUploadQuerySchema,
  ilabUploadResultSchema,
  openRecordsBodySchema,
  openRecordsResultSchema,
} from './open.schemas.js';

/** Per app key: a software reporting live sessions in batches stays far below this. */
const perKey = { max: 600, perMs: 60_000 } as const;

export const reportRecords = defineEndpoint({
  method: 'POST',
  path: '/api/open/v1/records',
  summary: '上报培训记录',
  description: [
    'Machine to machine, no session. Headers: X-App-Key, X-Timestamp (ms, within ±5 minutes), X-Nonce (once per window),',
    'X-Signature = lowercase hex HMAC-SHA256(app secret, "POST\\n/api/open/v1/records\\n<timestamp>\\n<nonce>\\n<hex sha256 of the raw body>").',
    'Any signature problem: 401, nothing written. Body: one record or { records: [...] } (at most 500), all or nothing.',
    'Idempotent on (application, originId): a retry answers the stored record; a different body under a used originId is 409.',
    'The software must be granted to the trainee’s enterprise (or be its own) and the trainee must exist there (else 422).',
  ].join(' '),
  access: 'app',
  rateLimit: perKey,
  auditBody: false,
  body: openRecordsBodySchema,
  responses: { 200: openRecordsResultSchema },
});

const ilabTokenDoor = {
  path: '/open/api/v2/token',
  summary: '获取上报令牌（ilab-x v2）',
  description: [
    'The ilab-x v2 door, parameters in the query (a POST body is ignored): ticket (from the launch address, URL-decoded),',
    'appid (the app key), signature = upper-case hex MD5(ticket + appid + app secret); lower case is accepted.',
    'A ticket is issued by 启动软件, works once, for 10 minutes and for its software only.',
    '→ { code: 0, msg, access_token (2 hours), create_time, expires_time, un (username), dis (display name), practice };',
    'practice: true when the launch named no trainee: its sessions are stored as 练习 (counted in no hours, plan or statistics).',
    'refusals are HTTP 4xx with { status, message, timestamp, code, msg } (code ≠ 0, see README 接入指南).',
  ].join(' '),
  access: 'app',
  rateLimit: perKey,
  auditBody: false,
  secretFields: ['ticket'],
  query: ilabTokenQuerySchema,
  responses: { 200: ilabTokenSchema },
} as const;

export const ilabToken = defineEndpoint({ method: 'GET', ...ilabTokenDoor });

/** Unity clients POST the same query string with an empty body. */
export const ilabTokenPost = defineEndpoint({ method: 'POST', ...ilabTokenDoor });

export const ilabTokenRefresh = defineEndpoint({
  method: 'GET',
  path: '/open/api/v2/token/refresh',
  summary: '刷新上报令牌（ilab-x v2）',
  description:
    'access_token, appid, signature = upper-case hex MD5(access_token + appid + app secret) → a new token for the same user, as /open/api/v2/token answers',
  access: 'app',
  rateLimit: perKey,
  auditBody: false,
  query: ilabRefreshQuerySchema,
  responses: { 200: ilabTokenSchema },
});

export const ilabDataUpload = defineEndpoint({
  method: 'POST',
  path: '/open/api/v2/data_upload',
  summary: '上报实验数据（ilab-x v2）',
  description:
    'One session in the ilab-x shape, stored as the token’s trainee’s reported training record with the same rules as /api/open/v1/records (a practice launch’s as 练习); username must be the token’s un. A refusal is also shown on the launch (启动记录) and its device command',
  access: 'app',
  rateLimit: perKey,
  auditBody: false,
  query: ilabUploadQuerySchema,
  body: ilabUploadBodySchema,
  responses: { 200: ilabUploadResultSchema },
});

export const openEndpoints = { reportRecords, ilabToken, ilabTokenPost, ilabTokenRefresh, ilabDataUpload };
