import { creditCodeCheckChar } from '@coalsim/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { signRequest, simulatedSession } from '../../../../../tools/open-api-client.mjs';
import { sysUser } from '../../db/tables/account.table.js';
import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { registerVerifiedEnterprise } from '../../testing/enterprise-helpers.js';
import { demoVendorKeys, injectSigned } from '../../testing/train-fixtures.js';
import { softGrant } from '../access/access.table.js';
import { entWorker } from '../org/org.table.js';
import { TRAINEE_UNREACHABLE } from './ingest.service.js';

const creditCode = (first17: string) => `${first17}${creditCodeCheckChar(first17)}`;
const NO_GRANT = creditCode('91140200MA0K100B2');
const GRANTING = creditCode('91140200MA0K200B2');
const NOBODY_THERE = creditCode('91140200MA0K300B2'); // no enterprise has it

describe('open API: who a key holder can learn about through 422', async () => {
  const { app, db } = await buildTestApp();
  let vendor: Awaited<ReturnType<typeof demoVendorKeys>>;

  /** The vendor's software reports one session for this trainee; its answer. */
  const report = async (who: { creditCode?: string; employeeNo?: string; username?: string }) => {
    const payload = simulatedSession({ startTime: Date.now() - 3_600_000, ...who });
    const res = await injectSigned(
      app,
      signRequest({ appKey: vendor.appKey, appSecret: vendor.appSecret, payload }),
    );
    return { statusCode: res.statusCode, message: res.json<{ message: string }>().message };
  };
  const hire = async (token: string, employeeNo: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/center/worker',
      headers: bearer(token),
      payload: { employeeNo, name: '赵强', phone: '13900139000' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };

  beforeAll(async () => {
    vendor = await demoVendorKeys(app, await signIn(app, 'enterprise'));
    const noGrant = await registerVerifiedEnterprise(app, {
      username: 'nograntco',
      name: '无授权煤矿',
      creditCode: NO_GRANT,
    });
    const worker = await hire(noGrant.token, 'NG001');
    // A staff account in the enterprise without a grant: its own sign-in user, linked here.
    const [user] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'nograntco'));
    await db.update(entWorker).set({ userId: user!.id }).where(eq(entWorker.id, worker));
    const granting = await registerVerifiedEnterprise(app, {
      username: 'grantingco',
      name: '已授权煤矿',
      creditCode: GRANTING,
    });
    await hire(granting.token, 'GR001');
    await db
      .insert(softGrant)
      .values({ enterpriseId: granting.id, softId: vendor.softId, status: 'approved' });
  });

  it('answers one message for an unknown enterprise, one without a grant, and anyone in it', async () => {
    const answers = [
      await report({ creditCode: NOBODY_THERE, employeeNo: 'NG001' }),
      await report({ creditCode: NO_GRANT, employeeNo: 'NG001' }), // exists, but no grant
      await report({ creditCode: NO_GRANT, employeeNo: 'NG999' }), // does not exist
      await report({ username: 'nograntco' }), // a staff account there
      await report({ username: 'no-such-account' }),
    ];
    for (const answer of answers) expect(answer).toEqual({ statusCode: 422, message: TRAINEE_UNREACHABLE });
    expect(TRAINEE_UNREACHABLE).toMatch(/我的接入/);
  });

  it('names the missing 工号 only in an enterprise that granted the software (or owns it)', async () => {
    expect(await report({ creditCode: GRANTING, employeeNo: 'GR999' })).toEqual({
      statusCode: 422,
      message: `统一社会信用代码 ${GRANTING} 的企业中没有工号为 GR999 的员工，请核对后重试`,
    });
    expect((await report({ creditCode: GRANTING, employeeNo: 'GR001' })).statusCode).toBe(200);
    expect((await report({ creditCode: vendor.creditCode, employeeNo: 'NOBODY' })).message).toMatch(
      /没有工号为 NOBODY 的员工/,
    );
  });

  it('says which record of a batch, with the same message', async () => {
    const payload = {
      records: [
        simulatedSession({ startTime: Date.now() - 3_600_000, username: 'worker' }),
        simulatedSession({ startTime: Date.now() - 3_600_000, creditCode: NO_GRANT, employeeNo: 'NG001' }),
      ],
    };
    const res = await injectSigned(
      app,
      signRequest({ appKey: vendor.appKey, appSecret: vendor.appSecret, payload }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toBe(`第 2 条记录：${TRAINEE_UNREACHABLE}`);
  });
});
