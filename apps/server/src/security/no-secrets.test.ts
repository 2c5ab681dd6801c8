import { endpoints } from '@coalsim/contract';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';

import { accessSamples } from '../testing/access-samples.js';
import { assessSamples } from '../testing/assess-samples.js';
import { bearer, signIn } from '../testing/auth-helpers.js';
import { buildTestApp } from '../testing/build-test-app.js';
import { contentSamples } from '../testing/content-samples.js';
import { databaseSamples } from '../testing/database-samples.js';
import { deviceSamples } from '../testing/device-samples.js';
import { enterpriseIdOf } from '../testing/enterprise-helpers.js';
import { generatorSamples } from '../testing/generator-samples.js';
import { jobSamples } from '../testing/job-samples.js';
import { monitorSamples } from '../testing/monitor-samples.js';
import { orgSamples } from '../testing/org-samples.js';
import { storageSamples } from '../testing/storage-samples.js';
import { systemSamples } from '../testing/system-samples.js';
import { trainSamples } from '../testing/train-samples.js';

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

type Sample = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'>;

describe('no response carries a password hash, a token of someone else or a server path', async () => {
  const { app, db, dataDir } = await buildTestApp();
  const admin = await signIn(app, 'admin');
  const worker = await signIn(app, 'worker');
  const enterprise = await signIn(app, 'enterprise');

  // One realistic call per endpoint of the contract; an endpoint without one fails the test below.
  const samples: Record<keyof typeof endpoints, Sample[]> = {
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
    getInfo: [{ method: 'GET', url: '/auth/info', headers: bearer(worker) }],
    editProfile: [
      { method: 'PUT', url: '/auth/edit', headers: bearer(worker), payload: { nickName: '李明' } },
    ],
    updatePassword: [
      {
        method: 'POST',
        url: '/api/users/updatePass',
        headers: bearer(worker),
        payload: { oldPass: 'x', newPass: 'abc12345678' },
      },
    ],
    updateAvatar: [
      {
        method: 'POST',
        url: '/api/users/updateAvatar',
        headers: { ...bearer(worker), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: avatarBody,
      },
    ],
    getAvatar: [{ method: 'GET', url: '/avatar/nothing.png' }],
    listOnline: [{ method: 'GET', url: '/auth/online?size=100', headers: bearer(admin) }],
    kickOnline: [{ method: 'DELETE', url: '/auth/online', headers: bearer(admin), payload: ['999999'] }],
    cancelAccount: [
      { method: 'POST', url: '/auth/logoutAccount', headers: bearer(worker), payload: { password: 'wrong' } },
    ],
    listMySessions: [{ method: 'GET', url: '/auth/sessions', headers: bearer(worker) }],
    revokeMySession: [{ method: 'DELETE', url: '/auth/sessions/999999', headers: bearer(worker) }],
    listPortalSoft: [{ method: 'GET', url: '/api/portal/soft?keyword=仿真&category=mining&sort=views' }],
    getPortalSoft: [{ method: 'GET', url: '/api/portal/soft/1', headers: bearer(admin) }],
    likeSoft: [{ method: 'POST', url: '/api/portal/soft/1/like', headers: bearer(admin) }],
    unlikeSoft: [{ method: 'DELETE', url: '/api/portal/soft/1/like', headers: bearer(admin) }],
    collectSoft: [{ method: 'POST', url: '/api/portal/soft/1/collect', headers: bearer(admin) }],
    uncollectSoft: [{ method: 'DELETE', url: '/api/portal/soft/1/collect', headers: bearer(admin) }],
    listLikedSoft: [{ method: 'GET', url: '/api/portal/soft/liked', headers: bearer(admin) }],
    listCollectedSoft: [{ method: 'GET', url: '/api/portal/soft/collected', headers: bearer(admin) }],
    listPortalNews: [{ method: 'GET', url: '/api/portal/news?category=policy' }],
    getPortalNews: [{ method: 'GET', url: '/api/portal/news/1' }],
    getPortalStats: [{ method: 'GET', url: '/api/portal/stats' }],
    getSiteInfo: [{ method: 'GET', url: '/api/portal/site' }],
    getDemoFile: [{ method: 'GET', url: '/file/demo/mining-1.svg' }],
    buildMenus: [{ method: 'GET', url: '/api/menus/build', headers: bearer(admin) }],
    listDictDetails: [{ method: 'GET', url: '/api/dictDetail?dictName=user_status&page=0&size=9999' }],
    mapDictDetails: [{ method: 'GET', url: '/api/dictDetail/map?dictName=user_status,soft_category' }],
    getDashboardSummary: [{ method: 'GET', url: '/api/dashboard/summary', headers: bearer(admin) }],
    listEnterprises: [
      { method: 'GET', url: '/api/enterprise?blurry=煤业&status=verified', headers: bearer(admin) },
    ],
    downloadEnterprises: [{ method: 'GET', url: '/api/enterprise/download', headers: bearer(admin) }],
    getEnterprise: [{ method: 'GET', url: '/api/enterprise/1', headers: bearer(admin) }],
    verifyEnterprise: [
      { method: 'PUT', url: '/api/enterprise/1/verify', headers: bearer(admin), payload: { approved: true } },
    ],
    setEnterpriseEnabled: [
      { method: 'PUT', url: '/api/enterprise/1/enabled', headers: bearer(admin), payload: { enabled: true } },
    ],
    getCompany: [{ method: 'GET', url: '/api/center/company', headers: bearer(enterprise) }],
    updateCompany: [
      {
        method: 'PUT',
        url: '/api/center/company',
        headers: bearer(enterprise),
        payload: {
          name: '示例煤业集团',
          creditCode: '91140100MA0GRX2L3Q',
          updateTime: new Date(0).toISOString(),
        },
      },
    ],
    resubmitCompany: [{ method: 'POST', url: '/api/center/company/resubmit', headers: bearer(enterprise) }],
    listLogs: [{ method: 'GET', url: '/api/logs?blurry=登录&status=fail', headers: bearer(admin) }],
    downloadLogs: [{ method: 'GET', url: '/api/logs/download', headers: bearer(admin) }],
    listOwnLogs: [{ method: 'GET', url: '/api/logs/user', headers: bearer(worker) }],
    listErrorLogs: [{ method: 'GET', url: '/api/logs/error', headers: bearer(admin) }],
    downloadErrorLogs: [{ method: 'GET', url: '/api/logs/error/download', headers: bearer(admin) }],
    getErrorStack: [{ method: 'GET', url: '/api/logs/error/1', headers: bearer(admin) }],
    getOpenApi: [{ method: 'GET', url: '/api-docs/openapi.json' }],
    getDocsPage: [{ method: 'GET', url: '/doc.html' }],
    ...(await systemSamples(db, { admin, worker })),
    ...(await storageSamples(app, admin)),
    ...(await jobSamples(db, admin)),
    ...(await orgSamples(db, { admin, enterprise })),
    ...(await accessSamples(db, { enterprise })),
    ...(await assessSamples(app, { admin, enterprise })),
    ...(await contentSamples(db, { admin })),
    ...(await trainSamples(app, { enterprise, worker })),
    ...(await deviceSamples(app, { admin, enterprise, enterpriseId: await enterpriseIdOf(app, enterprise) })),
    ...monitorSamples({ admin }),
    ...(await databaseSamples(app, { admin })),
    ...(await generatorSamples(app, { admin })),
    logout: [{ method: 'DELETE', url: '/auth/logout', headers: bearer(worker) }],
  };

  it('has a sample for every endpoint', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('scans every response', async () => {
    const forbidden = [
      /\$argon2/,
      /password_?hash/i,
      /"(password|newPass|oldPass)"\s*:\s*"/,
      new RegExp(dataDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      /token_?hash/i,
    ];
    for (const [name, calls] of Object.entries(samples)) {
      for (const sample of calls) {
        const res = await app.inject(sample as InjectOptions);
        expect(res.statusCode, `${name} ${sample.url}`).toBeLessThan(500);
        for (const pattern of forbidden) {
          // SQL 监控 shows normalised statements: column names such as password_hash, never a value
          // (every constant is a $n; the $argon2 pattern above still guards the values).
          if (name === 'listSqlStats' && /hash/.test(pattern.source)) continue;
          expect(res.body, `${name} leaks ${pattern}`).not.toMatch(pattern);
        }
        if (name !== 'login') expect(res.body, `${name} echoes a token`).not.toMatch(/Bearer /);
      }
    }
  });
});
