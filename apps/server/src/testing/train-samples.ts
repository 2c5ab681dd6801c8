import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';

import { signRequest, simulatedSession } from '../../../../tools/open-api-client.mjs';
import { trainCert, trainPlan, trainRecord } from '../modules/train/train.table.js';
import { bearer } from './auth-helpers.js';
import { demoVendorKeys } from './train-fixtures.js';

type Sample = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'>;

/**
 * One realistic call per 培训中心, open-API and 统计分析 endpoint for the no-secrets scan, on the
 * demo enterprise's training data; the open API's sample is signed with a real key.
 */
export async function trainSamples(app: FastifyInstance, tokens: { enterprise: string; worker: string }) {
  const headers = bearer(tokens.enterprise);
  const keys = await demoVendorKeys(app, tokens.enterprise);
  const [plan] = await app.db.select().from(trainPlan).where(eq(trainPlan.status, 'draft')).limit(1);
  const [published] = await app.db.select().from(trainPlan).where(eq(trainPlan.status, 'published')).limit(1);
  const [manual] = await app.db.select().from(trainRecord).where(eq(trainRecord.source, 'manual')).limit(1);
  const [cert] = await app.db.select().from(trainCert).limit(1);
  if (!plan || !published || !manual || !cert) throw new Error('demo data lacks the training samples’ rows');
  const recordBody = {
    workerId: manual.workerId,
    softId: manual.softId,
    startedAt: manual.startedAt.getTime(),
    endedAt: manual.endedAt.getTime(),
    score: 90,
  };
  const session = simulatedSession({
    creditCode: keys.creditCode,
    employeeNo: keys.workers[0]!.employeeNo,
    startTime: Date.now() - 3_600_000,
  });
  const signed = signRequest({ appKey: keys.appKey, appSecret: keys.appSecret, payload: session });
  const md5 = '0'.repeat(32);
  const planBody = {
    name: '扫描用计划',
    softId: keys.softId,
    startTime: Date.now(),
    endTime: Date.now() + 86_400_000,
    requiredHours: 1,
    passScore: 60,
  };
  // A draft of its own to delete: a published plan cannot be (409).
  const doomed = await app.inject({
    method: 'POST',
    url: '/api/train/plan',
    headers,
    payload: { ...planBody, name: '扫描待删计划' },
  });
  if (doomed.statusCode !== 201) throw new Error(`plan create failed: ${doomed.body}`);
  return {
    listTrainPlans: [{ method: 'GET', url: '/api/train/plan?status=published', headers }],
    getTrainPlan: [{ method: 'GET', url: `/api/train/plan/${published.id}`, headers }],
    downloadTrainPlan: [{ method: 'GET', url: `/api/train/plan/${published.id}/download`, headers }],
    createTrainPlan: [{ method: 'POST', url: '/api/train/plan', headers, payload: planBody }],
    updateTrainPlan: [
      {
        method: 'PUT',
        url: '/api/train/plan',
        headers,
        // With a trainee, so that the draft can then be published.
        payload: {
          ...planBody,
          workerIds: [manual.workerId],
          id: plan.id,
          updateTime: plan.updateTime.toISOString(),
        },
      },
    ],
    publishTrainPlan: [{ method: 'PUT', url: `/api/train/plan/${plan.id}/publish`, headers }],
    deleteTrainPlans: [
      { method: 'DELETE', url: '/api/train/plan', headers, payload: [doomed.json<{ id: number }>().id] },
    ],
    listTrainRecords: [{ method: 'GET', url: '/api/train/record?source=reported', headers }],
    downloadTrainRecords: [{ method: 'GET', url: '/api/train/record/download', headers }],
    createTrainRecord: [{ method: 'POST', url: '/api/train/record', headers, payload: recordBody }],
    updateTrainRecord: [
      {
        method: 'PUT',
        url: '/api/train/record',
        headers,
        payload: { ...recordBody, id: manual.id, updateTime: manual.updateTime.toISOString() },
      },
    ],
    deleteTrainRecords: [{ method: 'DELETE', url: '/api/train/record', headers, payload: [manual.id] }],
    getMyTraining: [{ method: 'GET', url: '/api/train/my-record', headers: bearer(tokens.worker) }],
    checkCert: [{ method: 'GET', url: `/api/portal/cert/${cert.code}` }],
    revokeCert: [
      {
        method: 'POST',
        url: `/api/train/plan/${cert.planId}/cert/revoke`,
        headers,
        payload: { workerId: cert.workerId, reason: '扫描：复核发现上报记录存疑' },
      },
    ],
    reportRecords: [
      { method: 'POST', url: '/api/open/v1/records', headers: signed.headers, payload: signed.body },
      { method: 'POST', url: '/api/open/v1/records', payload: session },
    ],
    ilabToken: [
      { method: 'GET', url: `/open/api/v2/token?ticket=scan&appid=${keys.appKey}&signature=${md5}` },
    ],
    ilabTokenPost: [
      { method: 'POST', url: `/open/api/v2/token?ticket=scan&appid=${keys.appKey}&signature=${md5}` },
    ],
    ilabTokenRefresh: [
      {
        method: 'GET',
        url: `/open/api/v2/token/refresh?access_token=1.2.3.4&appid=${keys.appKey}&signature=${md5}`,
      },
    ],
    launchSoft: [
      {
        method: 'POST',
        url: `/api/portal/soft/${keys.softId}/launch`,
        headers: bearer(tokens.worker),
        payload: {},
      },
    ],
    listTrainLaunches: [{ method: 'GET', url: '/api/train/launch', headers }],
    ilabDataUpload: [{ method: 'POST', url: '/open/api/v2/data_upload?access_token=1.2.3', payload: {} }],
    getStatsOverview: [{ method: 'GET', url: '/api/stats/overview', headers }],
    downloadStats: [{ method: 'GET', url: '/api/stats/download?chart=plans', headers }],
  } satisfies Record<string, Sample[]>;
}
