import { creditCodeCheckChar } from '@coalsim/contract';
import { beforeAll, describe, expect, it } from 'vitest';

import { signRequest, simulatedSession } from '../../../../../tools/open-api-client.mjs';
import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { enterpriseIdOf, registerVerifiedEnterprise } from '../../testing/enterprise-helpers.js';
import { demoVendorKeys, injectSigned, launchTicket } from '../../testing/train-fixtures.js';
import { softGrant } from '../access/access.table.js';
import { ILAB, md5Upper } from './ilab.js';
import { TRAINEE_UNREACHABLE } from './ingest.service.js';

const GRANTING = `91140200MA0K400B2${creditCodeCheckChar('91140200MA0K400B2')}`;

/**
 * Issue 43 §4, the open API's other two ways in: the ilab-x door of a disabled vendor, and
 * sessions reported (by an enabled vendor) for the staff of a disabled enterprise.
 */
describe('open API: a disabled enterprise neither reports nor is reported for', async () => {
  const { app } = await buildTestApp();
  const admin = await signIn(app, 'admin');
  const worker = await signIn(app, 'worker');
  let vendor: Awaited<ReturnType<typeof demoVendorKeys>>;
  let vendorId = 0;
  let granting = { token: '', id: 0 };

  const setEnabled = async (id: number, enabled: boolean) => {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/enterprise/${id}/enabled`,
      headers: bearer(admin),
      payload: { enabled },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const trade = (ticket: string) =>
    app.inject({
      method: 'GET',
      url: '/open/api/v2/token',
      query: {
        ticket,
        appid: vendor.appKey,
        signature: md5Upper(`${ticket}${vendor.appKey}${vendor.appSecret}`),
      },
    });
  const upload = (accessToken: string) => {
    const s = simulatedSession({ startTime: Date.now() - 3_600_000, username: 'worker' });
    return app.inject({
      method: 'POST',
      url: '/open/api/v2/data_upload',
      query: { access_token: accessToken },
      payload: { ...s, title: '综采仿真', status: 1, score: 92, appid: vendor.appKey },
    });
  };
  const reportFor = (creditCode: string, employeeNo: string) =>
    injectSigned(
      app,
      signRequest({
        appKey: vendor.appKey,
        appSecret: vendor.appSecret,
        payload: simulatedSession({ startTime: Date.now() - 3_600_000, creditCode, employeeNo }),
      }),
    );

  beforeAll(async () => {
    const owner = await signIn(app, 'enterprise');
    vendor = await demoVendorKeys(app, owner);
    vendorId = await enterpriseIdOf(app, owner);
    granting = await registerVerifiedEnterprise(app, {
      username: 'grantco43',
      name: '授权煤矿',
      creditCode: GRANTING,
    });
    const hired = await app.inject({
      method: 'POST',
      url: '/api/center/worker',
      headers: bearer(granting.token),
      payload: { employeeNo: 'GR043', name: '赵强', phone: '13900139000' },
    });
    expect(hired.statusCode, hired.body).toBe(201);
    await app.db
      .insert(softGrant)
      .values({ enterpriseId: granting.id, softId: vendor.softId, status: 'approved' });
  });

  it('the ilab-x door of a disabled vendor: 1009 for the token in hand and for a ticket, which is kept', async () => {
    const first = await trade((await launchTicket(app, worker, vendor.softId)).ticket);
    expect(first.statusCode, first.body).toBe(200);
    const token = first.json<{ access_token: string }>().access_token;
    const kept = (await launchTicket(app, worker, vendor.softId)).ticket;

    await setEnabled(vendorId, false);
    for (const res of [await upload(token), await trade(kept)]) {
      expect(res.statusCode, res.body).toBe(403);
      const r = ILAB.disabledEnterprise;
      expect(res.json()).toEqual({
        status: 403,
        message: r.msg,
        timestamp: expect.any(Number),
        code: 1009,
        msg: r.msg,
      });
    }
    expect(ILAB.disabledEnterprise.msg).toMatch(/企业管理.*重新启用/);

    await setEnabled(vendorId, true);
    expect((await upload(token)).json()).toMatchObject({ code: 0 });
    expect((await trade(kept)).json()).toMatchObject({ code: 0, un: 'worker' });
  });

  it('sessions of a disabled enterprise’s staff: the one 422 of an unreachable trainee, until enabled', async () => {
    expect((await reportFor(GRANTING, 'GR043')).statusCode).toBe(200);
    await setEnabled(granting.id, false);
    const refused = await reportFor(GRANTING, 'GR043');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ status: 422, message: TRAINEE_UNREACHABLE });
    await setEnabled(granting.id, true);
    expect((await reportFor(GRANTING, 'GR043')).statusCode).toBe(200);
  });
});
