import { defineEndpoint } from '../common/endpoint.js';
import {
  ilabTokenBodySchema,
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

export const ilabToken = defineEndpoint({
  method: 'POST',
  path: '/open/api/v2/token',
  summary: '获取上报令牌（ilab-x v2）',
  description:
    'The ilab-x v2 door: { ticket, appid (the app key), signature = hex SHA-256(ticket + appid + app secret) } → an access_token valid for 2 hours; each ticket once',
  access: 'app',
  rateLimit: perKey,
  auditBody: false,
  body: ilabTokenBodySchema,
  responses: { 200: ilabTokenSchema },
});

export const ilabDataUpload = defineEndpoint({
  method: 'POST',
  path: '/open/api/v2/data_upload',
  summary: '上报实验数据（ilab-x v2）',
  description:
    'One session in the ilab-x shape (username = the trainee’s staff account), stored as a reported training record with the same rules as /api/open/v1/records',
  access: 'app',
  rateLimit: perKey,
  auditBody: false,
  query: ilabUploadQuerySchema,
  body: ilabUploadBodySchema,
  responses: { 200: ilabUploadResultSchema },
});

export const openEndpoints = { reportRecords, ilabToken, ilabDataUpload };
