import type { Access, AccessKeys, Page, TrainPlan, TrainPlanDetail, Worker } from '@coalsim/contract';
import type { FastifyInstance } from 'fastify';

import { bearer, signIn } from './auth-helpers.js';
import { buildTestApp } from './build-test-app.js';

/**
 * The demo enterprise as a vendor with keys: its published software's passed application gets
 * an app key and secret through 考核中心, as a vendor would. Also its credit code and staff.
 */
export async function demoVendorKeys(app: FastifyInstance, enterpriseToken: string) {
  const as = { headers: bearer(enterpriseToken) };
  const access = await app.inject({ method: 'GET', url: '/api/center/access?size=50', ...as });
  const passed = access.json<Page<Access>>().content.find((a) => a.status === 'passed');
  if (!passed) throw new Error('the demo data has no passed application');
  const keys = await app.inject({ method: 'POST', url: `/api/center/access/${passed.id}/keys`, ...as });
  if (keys.statusCode !== 201) throw new Error(`keys failed: ${keys.body}`);
  const { appKey, appSecret } = keys.json<AccessKeys>();
  const company = await app.inject({ method: 'GET', url: '/api/center/company', ...as });
  const creditCode = company.json<{ creditCode: string }>().creditCode;
  const staff = await app.inject({
    method: 'GET',
    url: '/api/center/worker?size=50&status=active&sort=employeeNo,asc',
    ...as,
  });
  return {
    appKey,
    appSecret,
    softId: passed.soft.id,
    accessId: passed.id,
    creditCode,
    workers: staff.json<Page<Worker>>().content,
  };
}

/** A signed open-API call through the reference client, injected. */
export function injectSigned(
  app: FastifyInstance,
  signed: { body: string; headers: Record<string, string> },
  path = '/api/open/v1/records',
) {
  return app.inject({ method: 'POST', url: path, headers: signed.headers, payload: signed.body });
}

export const HOUR = 3_600_000;

/**
 * A test file's training setup: the app on the demo data, the demo enterprise signed in with its
 * vendor keys and staff, and shortcuts for plans and manual records.
 */
export async function trainContext() {
  const { app } = await buildTestApp();
  const enterprise = await signIn(app, 'enterprise');
  const as = (token: string) => ({ headers: bearer(token) });
  const { softId, workers, ...keys } = await demoVendorKeys(app, enterprise);
  const info = await app.inject({ method: 'GET', url: '/auth/info', ...as(enterprise) });
  const enterpriseId = info.json<{ enterprise: { id: number } }>().enterprise.id;

  const planBody = (extra: Record<string, unknown> = {}) => ({
    name: '综采工作面年度复训',
    softId,
    startTime: Date.now() - 24 * HOUR,
    endTime: Date.now() + 30 * 24 * HOUR,
    requiredHours: 1,
    passScore: 80,
    validMonths: 12,
    ...extra,
  });
  const createPlan = async (extra: Record<string, unknown> = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/train/plan',
      payload: planBody(extra),
      ...as(enterprise),
    });
    if (res.statusCode !== 201) throw new Error(`create plan failed: ${res.body}`);
    return res.json<TrainPlan>();
  };
  const detail = async (id: number) =>
    (
      await app.inject({ method: 'GET', url: `/api/train/plan/${id}`, ...as(enterprise) })
    ).json<TrainPlanDetail>();
  const addRecord = async (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/train/record', payload, ...as(enterprise) });

  return {
    app,
    enterprise,
    enterpriseId,
    as,
    softId,
    workers,
    keys,
    planBody,
    createPlan,
    detail,
    addRecord,
  };
}

/** 启动软件 as `token`'s account: the ticket the launch address carries, and that address. */
export async function launchTicket(app: FastifyInstance, token: string, softId: number, planId?: number) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/portal/soft/${softId}/launch`,
    headers: bearer(token),
    payload: planId === undefined ? {} : { planId },
  });
  if (res.statusCode !== 200) throw new Error(`launch failed: ${res.body}`);
  const { url } = res.json<{ url: string }>();
  return { url, ticket: new URL(url).searchParams.get('ticket')! };
}
