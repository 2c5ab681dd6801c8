import type { AgentCommand } from '@coalsim/contract';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { simulatedSession } from '../../../../../tools/open-api-client.mjs';
import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { createTestDevice, deviceAuth, enrolTestDevice } from '../../testing/device-helpers.js';
import { demoVendorKeys } from '../../testing/train-fixtures.js';
import { md5Upper } from '../open/ilab.js';
import { trainRecord } from '../train/train.table.js';

/**
 * 设备控制's launch, end to end as a simulation in the field sees it: the agent receives a ticket
 * for the chosen staff member, the simulation trades it at the ilab-x door and reports its
 * session, and the record names that person and the device.
 */
describe('launch on a device: the session is the staff member’s, on that device', async () => {
  const { app, db } = await buildTestApp();
  const enterprise = await signIn(app, 'enterprise');
  const vendor = await demoVendorKeys(app, enterprise);
  const device = await createTestDevice(app, enterprise, { name: '综采操作台（启动测试）' });
  const { secret } = await enrolTestDevice(app, enterprise, device);

  it('attributes the reported session to the worker and the device', async () => {
    const workers = await app.inject({
      method: 'GET',
      url: '/api/center/worker?size=100',
      headers: bearer(enterprise),
    });
    const liming = workers
      .json<{ content: { id: number; account: { username: string } | null }[] }>()
      .content.find((w) => w.account?.username === 'worker')!;
    const sent = await app.inject({
      method: 'POST',
      url: '/api/center/device-command',
      headers: bearer(enterprise),
      payload: {
        deviceIds: [device.id],
        command: 'launch',
        args: { softId: vendor.softId, workerId: liming.id },
      },
    });
    expect(sent.statusCode).toBe(201);
    const leased = (
      await app.inject({
        method: 'GET',
        url: '/api/device-agent/commands?wait=0',
        headers: deviceAuth(secret),
      })
    ).json<AgentCommand>();
    if (leased.command !== 'launch') throw new Error('expected a launch');

    const { ticket } = leased.args;
    const token = await app.inject({
      method: 'GET',
      url: '/open/api/v2/token',
      query: {
        ticket,
        appid: vendor.appKey,
        signature: md5Upper(`${ticket}${vendor.appKey}${vendor.appSecret}`),
      },
    });
    expect(token.json()).toMatchObject({ code: 0, un: 'worker' });
    const session = simulatedSession({
      startTime: Date.now() - 3_600_000,
      username: 'worker',
      originId: 'dev-1',
    });
    const uploaded = await app.inject({
      method: 'POST',
      url: '/open/api/v2/data_upload',
      query: { access_token: token.json<{ access_token: string }>().access_token },
      payload: { ...session, title: '综采仿真', status: 1, score: 91, appid: vendor.appKey },
    });
    expect(uploaded.json()).toMatchObject({ code: 0 });
    const [record] = await db
      .select({ workerId: trainRecord.workerId, deviceSerial: trainRecord.deviceSerial })
      .from(trainRecord)
      .where(eq(trainRecord.softId, vendor.softId))
      .orderBy(desc(trainRecord.id))
      .limit(1);
    expect(record).toEqual({ workerId: liming.id, deviceSerial: device.serial });
  });
});
