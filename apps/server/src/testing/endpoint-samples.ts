import type { OnlineSession, Page } from '@coalsim/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';

import type { Db } from '../db/database.js';
import { enterprise } from '../db/tables/account.table.js';
import { sysLog } from '../modules/logs/log.table.js';
import { bearer, signIn } from './auth-helpers.js';
import { domainSamples } from './domain-samples.js';
import { enterpriseIdOf } from './enterprise-helpers.js';
import { creditCode } from './fuzz-values.js';

export type Sample = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'>;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const boundary = 'nosecrets';
const avatarBody = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  ),
  PNG,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);

/** A portal enterprise registered through `auth/register`, not yet reviewed: its token and id. */
async function registerEnterprise(app: FastifyInstance, username: string, name: string, n: number) {
  const password = 'review2026pw';
  const res = await app.inject({
    method: 'POST',
    url: '/auth/register',
    payload: { username, password, role: 2, enterprise: { name, creditCode: creditCode(n) } },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  const token = await signIn(app, username, password);
  return { token, id: await enterpriseIdOf(app, token) };
}

/**
 * The rows the back office's reviews and logs act on, made for the samples: an enterprise to
 * verify, a rejected one to resubmit, the demo company's version, an error log, a session to end.
 */
async function reviewRows(app: FastifyInstance, db: Db, admin: string) {
  const pending = await registerEnterprise(app, 'scanpending', '扫描待审核煤矿', 43_001);
  const rejected = await registerEnterprise(app, 'scanrejected', '扫描已驳回煤矿', 43_002);
  const refused = await app.inject({
    method: 'PUT',
    url: `/api/enterprise/${rejected.id}/verify`,
    headers: bearer(admin),
    payload: { approved: false, reason: '营业执照不清晰' },
  });
  if (refused.statusCode !== 200) throw new Error(`reject failed: ${refused.body}`);
  const [company] = await db.select().from(enterprise).where(eq(enterprise.name, '示例煤业集团'));
  if (!company) throw new Error('demo data has no 示例煤业集团');
  const [failure] = await db
    .insert(sysLog)
    .values({
      logType: 'ERROR',
      description: '扫描用异常',
      method: 'GET',
      path: '/api/scan',
      time: 1,
      status: 500,
      exceptionDetail: 'Error: 扫描用异常\n    at sample',
      requestId: 'scan-error',
    })
    .returning({ id: sysLog.id });
  await signIn(app, 'operator');
  const online = await app.inject({
    method: 'GET',
    url: '/auth/online?username=operator',
    headers: bearer(admin),
  });
  const [session] = online.json<Page<OnlineSession>>().content;
  if (!session) throw new Error('the operator’s session is not listed');
  return { pending, rejected, company, errorLogId: failure!.id, sessionId: session.id };
}

/**
 * Realistic calls for every endpoint of the contract but the generator's and sign-out, against the
 * demo data, for the scans (no-secrets, access matrix). The first call of each succeeds with the
 * caller the endpoint is for (the access matrix requires its 2xx); calls after it may probe refusals.
 */
export async function endpointSamples(
  app: FastifyInstance,
  db: Db,
  tokens: { admin: string; worker: string; enterprise: string },
) {
  const rows = await reviewRows(app, db, tokens.admin);
  return {
    healthz: [{ method: 'GET', url: '/healthz' }],
    readyz: [{ method: 'GET', url: '/readyz' }],
    getCaptcha: [{ method: 'GET', url: '/auth/code' }],
    register: [
      {
        method: 'POST',
        url: '/auth/register',
        payload: { username: 'scan01', password: 'scan2026pw', role: 3 },
      },
      {
        method: 'POST',
        url: '/auth/register',
        payload: { username: 'scan01', password: 'scan2026pw', role: 3 },
      },
    ],
    login: [
      { method: 'POST', url: '/auth/login', payload: { username: 'scan01', password: 'scan2026pw' } },
      { method: 'POST', url: '/auth/login', payload: { username: 'scan01', password: 'wrong' } },
    ],
    getInfo: [{ method: 'GET', url: '/auth/info', headers: bearer(tokens.worker) }],
    editProfile: [
      { method: 'PUT', url: '/auth/edit', headers: bearer(tokens.worker), payload: { nickName: '李明' } },
    ],
    updatePassword: [
      {
        method: 'POST',
        url: '/api/users/updatePass',
        headers: bearer(tokens.worker),
        payload: { oldPass: 'x', newPass: 'abc12345678' },
      },
    ],
    updateAvatar: [
      {
        method: 'POST',
        url: '/api/users/updateAvatar',
        headers: { ...bearer(tokens.worker), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: avatarBody,
      },
    ],
    getAvatar: [{ method: 'GET', url: '/avatar/nothing.png' }],
    listOnline: [{ method: 'GET', url: '/auth/online?size=100', headers: bearer(tokens.admin) }],
    kickOnline: [
      { method: 'DELETE', url: '/auth/online', headers: bearer(tokens.admin), payload: [rows.sessionId] },
    ],
    cancelAccount: [
      {
        method: 'POST',
        url: '/auth/logoutAccount',
        headers: bearer(tokens.worker),
        payload: { password: 'wrong' },
      },
    ],
    listMySessions: [{ method: 'GET', url: '/auth/sessions', headers: bearer(tokens.worker) }],
    revokeMySession: [{ method: 'DELETE', url: '/auth/sessions/999999', headers: bearer(tokens.worker) }],
    listPortalSoft: [{ method: 'GET', url: '/api/portal/soft?keyword=仿真&category=mining&sort=views' }],
    getPortalSoft: [{ method: 'GET', url: '/api/portal/soft/1', headers: bearer(tokens.admin) }],
    likeSoft: [{ method: 'POST', url: '/api/portal/soft/1/like', headers: bearer(tokens.admin) }],
    unlikeSoft: [{ method: 'DELETE', url: '/api/portal/soft/1/like', headers: bearer(tokens.admin) }],
    collectSoft: [{ method: 'POST', url: '/api/portal/soft/1/collect', headers: bearer(tokens.admin) }],
    uncollectSoft: [{ method: 'DELETE', url: '/api/portal/soft/1/collect', headers: bearer(tokens.admin) }],
    listLikedSoft: [{ method: 'GET', url: '/api/portal/soft/liked', headers: bearer(tokens.admin) }],
    listCollectedSoft: [{ method: 'GET', url: '/api/portal/soft/collected', headers: bearer(tokens.admin) }],
    listPortalNews: [{ method: 'GET', url: '/api/portal/news?category=policy' }],
    getPortalNews: [{ method: 'GET', url: '/api/portal/news/1' }],
    getPortalStats: [{ method: 'GET', url: '/api/portal/stats' }],
    getSiteInfo: [{ method: 'GET', url: '/api/portal/site' }],
    getDemoFile: [{ method: 'GET', url: '/file/demo/mining-1.svg' }],
    getDemoSimulation: [{ method: 'GET', url: '/demo/simulation?ticket=T%2B1%2F%3D' }],
    buildMenus: [{ method: 'GET', url: '/api/menus/build', headers: bearer(tokens.admin) }],
    listDictDetails: [{ method: 'GET', url: '/api/dictDetail?dictName=user_status&page=0&size=9999' }],
    mapDictDetails: [{ method: 'GET', url: '/api/dictDetail/map?dictName=user_status,soft_category' }],
    getDashboardSummary: [{ method: 'GET', url: '/api/dashboard/summary', headers: bearer(tokens.admin) }],
    listEnterprises: [
      { method: 'GET', url: '/api/enterprise?blurry=煤业&status=verified', headers: bearer(tokens.admin) },
    ],
    downloadEnterprises: [{ method: 'GET', url: '/api/enterprise/download', headers: bearer(tokens.admin) }],
    getEnterprise: [
      { method: 'GET', url: `/api/enterprise/${rows.company.id}`, headers: bearer(tokens.admin) },
    ],
    verifyEnterprise: [
      {
        method: 'PUT',
        url: `/api/enterprise/${rows.pending.id}/verify`,
        headers: bearer(tokens.admin),
        payload: { approved: true },
      },
    ],
    setEnterpriseEnabled: [
      {
        method: 'PUT',
        // Not the demo company: its version must stay the one updateCompany sends.
        url: `/api/enterprise/${rows.pending.id}/enabled`,
        headers: bearer(tokens.admin),
        payload: { enabled: true },
      },
    ],
    getCompany: [{ method: 'GET', url: '/api/center/company', headers: bearer(tokens.enterprise) }],
    updateCompany: [
      {
        method: 'PUT',
        url: '/api/center/company',
        headers: bearer(tokens.enterprise),
        payload: {
          name: rows.company.name,
          creditCode: rows.company.creditCode,
          updateTime: rows.company.updateTime.toISOString(),
        },
      },
    ],
    resubmitCompany: [
      { method: 'POST', url: '/api/center/company/resubmit', headers: bearer(rows.rejected.token) },
    ],
    listLogs: [{ method: 'GET', url: '/api/logs?blurry=登录&status=fail', headers: bearer(tokens.admin) }],
    downloadLogs: [{ method: 'GET', url: '/api/logs/download', headers: bearer(tokens.admin) }],
    listOwnLogs: [{ method: 'GET', url: '/api/logs/user', headers: bearer(tokens.worker) }],
    listErrorLogs: [{ method: 'GET', url: '/api/logs/error', headers: bearer(tokens.admin) }],
    downloadErrorLogs: [{ method: 'GET', url: '/api/logs/error/download', headers: bearer(tokens.admin) }],
    getErrorStack: [
      { method: 'GET', url: `/api/logs/error/${rows.errorLogId}`, headers: bearer(tokens.admin) },
    ],
    getOpenApi: [{ method: 'GET', url: '/api-docs/openapi.json' }],
    getOpenApiTag: [{ method: 'GET', url: '/api-docs/openapi/enterprise' }],
    getDocsPage: [{ method: 'GET', url: '/doc.html' }],
    ...(await domainSamples(app, db, tokens)),
  } satisfies Record<string, Sample[]>;
}
