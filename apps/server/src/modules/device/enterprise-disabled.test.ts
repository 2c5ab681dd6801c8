import type { DeviceEnrolCode } from '@coalsim/contract';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';

import { signRequest, simulatedSession } from '../../../../../tools/open-api-client.mjs';
import { enterprise as enterpriseTable } from '../../db/tables/account.table.js';
import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp, createTestDatabase } from '../../testing/build-test-app.js';
import { createTestDevice, deviceAuth, enrolTestDevice, softsOf } from '../../testing/device-helpers.js';
import { uploadTestPackage } from '../../testing/device-samples.js';
import { enterpriseIdOf } from '../../testing/enterprise-helpers.js';
import { until } from '../../testing/poll.js';
import { demoVendorKeys, injectSigned } from '../../testing/train-fixtures.js';
import { APP_ENTERPRISE_DISABLED } from '../open/app-auth.js';
import { trainRecord } from '../train/train.table.js';
import { ENTERPRISE_DISABLED } from './device-secrets.js';

type Reply = { statusCode: number; body: string; json: <T>() => T };

/** The platform's error body for a disabled enterprise: 403 with the message saying what to do. */
function refused(res: Reply, message: string) {
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json()).toEqual({ status: 403, message, timestamp: expect.any(Number) });
}

const heartbeat = (app: FastifyInstance, secret: string) =>
  app.inject({
    method: 'POST',
    url: '/api/device-agent/heartbeat',
    headers: deviceAuth(secret),
    payload: { agentVersion: '1.0.0', state: 'idle' },
  });

const setEnabled = async (app: FastifyInstance, admin: string, id: number, enabled: boolean) => {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/enterprise/${id}/enabled`,
    headers: bearer(admin),
    payload: { enabled },
  });
  expect(res.statusCode, res.body).toBe(200);
};

/** Issue 43 §4, as reported: 停用 ends the sessions, and now the device and open-API doors too. */
describe('a disabled enterprise: its devices and its open-API app are refused until it is enabled', async () => {
  const { app } = await buildTestApp();
  const admin = await signIn(app, 'admin');
  let owner = await signIn(app, 'enterprise');
  const enterpriseId = await enterpriseIdOf(app, owner);
  const { granted } = await softsOf(app, enterpriseId);
  const device = await createTestDevice(app, owner);
  const { secret } = await enrolTestDevice(app, owner, device);
  const vendor = await demoVendorKeys(app, owner);
  const pkg = await uploadTestPackage(app, admin, granted, '7.0.0');
  const records = async () => (await app.db.select({ n: count() }).from(trainRecord))[0]!.n;

  const download = () =>
    app.inject({ method: 'GET', url: `/api/device-agent/packages/${pkg.id}`, headers: deviceAuth(secret) });
  const poll = () =>
    app.inject({ method: 'GET', url: '/api/device-agent/commands?wait=1', headers: deviceAuth(secret) });
  const report = () =>
    injectSigned(
      app,
      signRequest({
        appKey: vendor.appKey,
        appSecret: vendor.appSecret,
        payload: simulatedSession({
          creditCode: vendor.creditCode,
          employeeNo: vendor.workers[0]!.employeeNo,
          startTime: Date.now() - 3_600_000,
        }),
      }),
    );
  const enrolCode = async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/center/device/${device.id}/enrol`,
      headers: bearer(owner),
    });
    return res.json<DeviceEnrolCode>().code;
  };
  const enrol = (code: string) =>
    app.inject({ method: 'POST', url: '/api/device-agent/enrol', payload: { code, serial: device.serial } });

  it('works while the enterprise is enabled (the secret now in the instance’s cache)', async () => {
    expect((await heartbeat(app, secret)).statusCode).toBe(200);
    expect((await download()).statusCode).toBe(200);
    expect((await report()).statusCode).toBe(200);
  });

  let code = '';
  it('refuses the heartbeat, the package, the poll and the record report once it is disabled', async () => {
    code = await enrolCode();
    await setEnabled(app, admin, enterpriseId, false);
    const before = await records();
    refused(await heartbeat(app, secret), ENTERPRISE_DISABLED);
    refused(await download(), ENTERPRISE_DISABLED);
    refused(await poll(), ENTERPRISE_DISABLED);
    refused(await report(), APP_ENTERPRISE_DISABLED);
    expect(await records()).toBe(before);
    // A code issued before it was disabled buys no secret meanwhile.
    refused(await enrol(code), ENTERPRISE_DISABLED);
    expect(ENTERPRISE_DISABLED).toMatch(/企业管理.*重新启用/);
    expect(APP_ENTERPRISE_DISABLED).toMatch(/企业管理.*重新启用/);
  });

  it('works again once it is enabled, the code issued before included', async () => {
    await setEnabled(app, admin, enterpriseId, true);
    expect((await heartbeat(app, secret)).statusCode).toBe(200);
    expect((await download()).statusCode).toBe(200);
    expect((await poll()).statusCode).toBe(204);
    const before = await records();
    expect((await report()).statusCode).toBe(200);
    expect(await records()).toBe(before + 1);
    owner = await signIn(app, 'enterprise');
    expect((await enrol(code)).statusCode).toBe(201);
  });
});

/** Each instance keeps known device secrets a minute: disabling must reach the others' copies. */
describe('a disabled enterprise on every instance, its devices’ secrets cached there', async () => {
  const database = await createTestDatabase();
  const one = (await buildTestApp({ database })).app;
  const two = (await buildTestApp({ database })).app;
  const admin = await signIn(one, 'admin');
  const owner = await signIn(one, 'enterprise');
  const enterpriseId = await enterpriseIdOf(one, owner);
  const { secret } = await enrolTestDevice(one, owner, await createTestDevice(one, owner));
  // A notice travels through PostgreSQL: waited for, far below the caches' minute.
  const statusOn = (app: FastifyInstance, status: number) =>
    until(
      `a heartbeat answered ${status}`,
      async () => ((await heartbeat(app, secret)).statusCode === status ? true : undefined),
      5_000,
    );
  const setInSql = (enabled: boolean) =>
    database.db.update(enterpriseTable).set({ enabled }).where(eq(enterpriseTable.id, enterpriseId));

  it('disabled through the back office on one: the other refuses, and takes it again when enabled', async () => {
    expect((await heartbeat(two, secret)).statusCode).toBe(200);
    expect((await heartbeat(one, secret)).statusCode).toBe(200);
    await setEnabled(one, admin, enterpriseId, false);
    refused(await heartbeat(one, secret), ENTERPRISE_DISABLED);
    await statusOn(two, 403);
    refused(await heartbeat(two, secret), ENTERPRISE_DISABLED);
    await setEnabled(one, admin, enterpriseId, true);
    await statusOn(two, 200);
  });

  it('disabled by hand in SQL (no instance publishes anything): both refuse, then take it again', async () => {
    expect((await heartbeat(one, secret)).statusCode).toBe(200);
    expect((await heartbeat(two, secret)).statusCode).toBe(200);
    await setInSql(false);
    await statusOn(one, 403);
    await statusOn(two, 403);
    await setInSql(true);
    await statusOn(one, 200);
    await statusOn(two, 200);
  });
});
