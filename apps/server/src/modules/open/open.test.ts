import type { OpenStoredRecord } from '@coalsim/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { signRequest, simulatedSession } from '../../../../../tools/open-api-client.mjs';
import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { registerVerifiedEnterprise } from '../../testing/enterprise-helpers.js';
import { demoVendorKeys, injectSigned } from '../../testing/train-fixtures.js';
import { sysLog } from '../logs/log.table.js';
import { trainRecord } from '../train/train.table.js';

describe('open API: POST api/open/v1/records', async () => {
  const { app } = await buildTestApp();
  const enterprise = await signIn(app, 'enterprise');
  let vendor: Awaited<ReturnType<typeof demoVendorKeys>>;
  const records = async () => (await app.db.select({ n: count() }).from(trainRecord))[0]!.n;
  const session = (extra: Partial<Parameters<typeof simulatedSession>[0]> = {}) =>
    simulatedSession({
      creditCode: vendor.creditCode,
      employeeNo: vendor.workers[1]!.employeeNo,
      startTime: Date.now() - 3_600_000,
      minutes: 30,
      score: 88,
      ...extra,
    });
  const signed = (payload: unknown, extra: Partial<Parameters<typeof signRequest>[0]> = {}) =>
    signRequest({ appKey: vendor.appKey, appSecret: vendor.appSecret, payload, ...extra });

  beforeAll(async () => {
    vendor = await demoVendorKeys(app, enterprise);
  });

  it('stores a signed session as a reported record of the trainee', async () => {
    const sent = session({ deviceSerial: 'SIM-0001' });
    const res = await injectSigned(app, signed(sent));
    expect(res.statusCode, res.body).toBe(200);
    const stored = res.json<OpenStoredRecord>();
    expect(stored).toMatchObject({
      originId: sent.originId,
      workerId: vendor.workers[1]!.id,
      score: 88,
      passed: true,
      flagged: false,
    });
    const list = await app.inject({
      method: 'GET',
      url: `/api/train/record?workerId=${vendor.workers[1]!.id}&source=reported`,
      headers: bearer(enterprise),
    });
    const row = list
      .json<{ content: { id: number; deviceSerial: string; durationS: number }[] }>()
      .content.find((r) => r.id === stored.id);
    expect(row).toMatchObject({ deviceSerial: 'SIM-0001', durationS: 1800 });
  });

  describe('refuses with 401 and writes nothing', () => {
    const refused = async (
      send: () => Promise<{ statusCode: number; json: () => unknown }>,
      message: RegExp,
    ) => {
      const before = await records();
      const res = await send();
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        status: 401,
        message: expect.stringMatching(message),
        timestamp: expect.any(Number),
      });
      expect(await records()).toBe(before);
    };

    it('without the signature headers', async () => {
      await refused(
        () => app.inject({ method: 'POST', url: '/api/open/v1/records', payload: session() }),
        /签名请求头/,
      );
    });
    it('with an unknown app key', async () => {
      const call = signRequest({ appKey: 'ak_unknown', appSecret: vendor.appSecret, payload: session() });
      await refused(() => injectSigned(app, call), /应用密钥无效/);
    });
    it('with a signature made with another secret', async () => {
      const call = signRequest({ appKey: vendor.appKey, appSecret: 'not-the-secret', payload: session() });
      await refused(() => injectSigned(app, call), /签名校验失败/);
    });
    it('with a body changed after signing', async () => {
      const call = signed(session({ score: 50 }));
      const tampered = { ...call, body: call.body.replace('"score":50', '"score":99') };
      expect(tampered.body).not.toBe(call.body);
      await refused(() => injectSigned(app, tampered), /签名校验失败/);
    });
    it('with a timestamp more than five minutes off', async () => {
      await refused(
        () => injectSigned(app, signed(session(), { timestamp: Date.now() - 6 * 60_000 })),
        /时间戳/,
      );
      await refused(
        () => injectSigned(app, signed(session(), { timestamp: Date.now() + 6 * 60_000 })),
        /时间戳/,
      );
    });
    it('with a nonce used before', async () => {
      const first = signed(session(), { nonce: 'nonce-once-1' });
      expect((await injectSigned(app, first)).statusCode).toBe(200);
      await refused(() => injectSigned(app, signed(session(), { nonce: 'nonce-once-1' })), /X-Nonce/);
    });
    it('with garbage for a body (the signature fails before the body is read)', async () => {
      const call = signRequest({ appKey: vendor.appKey, appSecret: 'x', payload: '{not json' });
      await refused(() => injectSigned(app, call), /签名校验失败/);
    });
  });

  it('answers a bad body correctly signed with 400, not 500', async () => {
    const res = await injectSigned(app, signed('{not json'));
    expect(res.statusCode).toBe(400);
    const wrong = await injectSigned(app, signed({ ...session(), score: 101 }));
    expect(wrong.statusCode).toBe(400);
    const tooMany = await injectSigned(
      app,
      signed({ records: Array.from({ length: 501 }, () => session()) }),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ message: string }>().message).toMatch(/500/);
  });

  it('refuses times no session can have with 400 (past the last date, before 2000, days ahead), and flags one not ended yet', async () => {
    const now = Date.now();
    for (const [startTime, endTime] of [
      [8_640_000_000_000_001, 8_640_000_000_000_001],
      [now - 3_600_000, 8_640_000_000_000_001],
      [Date.UTC(1999, 11, 31), Date.UTC(1999, 11, 31) + 60_000],
      [now + 3 * 86_400_000, now + 3 * 86_400_000 + 60_000],
    ]) {
      const res = await injectSigned(app, signed({ ...session(), startTime, endTime, timeUsed: 60 }));
      expect(res.statusCode, `${startTime}–${endTime}: ${res.body}`).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/时间/);
    }
    const aheadStep = session();
    const step = { ...aheadStep.steps[0]!, endTime: 8_640_000_000_000_001 };
    expect((await injectSigned(app, signed({ ...aheadStep, steps: [step] }))).statusCode).toBe(400);
    // Within the day of clock error the contract allows, but not over yet: stored, never counted.
    const future = await injectSigned(
      app,
      signed(session({ startTime: now + 2 * 3_600_000, minutes: 30, score: 95 })),
    );
    expect(future.statusCode, future.body).toBe(200);
    expect(future.json<OpenStoredRecord>()).toMatchObject({
      flagged: true,
      flagReason: expect.stringMatching(/晚于服务器当前时间/),
    });
  });

  it('is idempotent on originId: a retry answers the stored record, another body under it 409', async () => {
    const sent = session();
    const first = await injectSigned(app, signed(sent));
    const again = await injectSigned(app, signed(sent));
    expect(again.statusCode).toBe(200);
    expect(again.json<OpenStoredRecord>().id).toBe(first.json<OpenStoredRecord>().id);
    const before = await records();
    const changed = await injectSigned(app, signed({ ...sent, score: 10 }));
    expect(changed.statusCode).toBe(409);
    expect(changed.json<{ message: string }>().message).toContain(sent.originId);
    expect(await records()).toBe(before);
  });

  it('takes a batch all or nothing, and answers every stored record', async () => {
    const batch = [
      session(),
      session({ employeeNo: vendor.workers[2]!.employeeNo }),
      session({ username: 'worker', creditCode: undefined, employeeNo: undefined }),
    ];
    const res = await injectSigned(app, signed({ records: batch }));
    expect(res.statusCode, res.body).toBe(200);
    const stored = res.json<{ records: OpenStoredRecord[] }>().records;
    expect(stored.map((r) => r.originId)).toEqual(batch.map((r) => r.originId));
    expect(stored[2]!.workerId).toBe(vendor.workers[0]!.id); // the demo `worker` account is CM0001

    const before = await records();
    const bad = await injectSigned(app, signed({ records: [session(), session({ employeeNo: 'NOBODY' })] }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ message: string }>().message).toMatch(/^第 2 条记录：.*NOBODY/);
    expect(await records()).toBe(before);
  });

  it('refuses trainees of an enterprise without a grant to the software with 422', async () => {
    const other = await registerVerifiedEnterprise(app, {
      username: 'nograntco',
      name: '无授权煤矿',
      creditCode: '91140200MA0K000B2T',
    });
    const worker = await app.inject({
      method: 'POST',
      url: '/api/center/worker',
      headers: bearer(other.token),
      payload: { employeeNo: 'NG001', name: '赵强', phone: '13900139000' },
    });
    expect(worker.statusCode).toBe(201);
    const res = await injectSigned(
      app,
      signed(session({ creditCode: '91140200MA0K000B2T', employeeNo: 'NG001' })),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toMatch(/授权/);
  });

  it('stores implausible sessions flagged, with the reason', async () => {
    const long = { ...session(), timeUsed: 4 * 3600 }; // claims 4 h in a 30-minute window
    const res = await injectSigned(app, signed(long));
    expect(res.json<OpenStoredRecord>()).toMatchObject({
      flagged: true,
      flagReason: expect.stringMatching(/时长/),
    });
    const s = session();
    const stepOutside = { ...s, steps: [{ ...s.steps[0]!, endTime: s.endTime + 600_000 }] };
    expect((await injectSigned(app, signed(stepOutside))).json<OpenStoredRecord>().flagReason).toMatch(
      /步骤 1/,
    );
    const stepOver = { ...s, originId: 'over-1', steps: [{ ...s.steps[0]!, score: 30 }] };
    expect((await injectSigned(app, signed(stepOver))).json<OpenStoredRecord>().flagReason).toMatch(/满分/);
  });

  it('logs each call under the app key, without the records', async () => {
    await injectSigned(app, signed(session()));
    await app.audit.flush();
    const [row] = await app.db
      .select()
      .from(sysLog)
      .where(eq(sysLog.username, `app:${vendor.appKey}`))
      .limit(1);
    expect(row).toMatchObject({ path: '/api/open/v1/records', params: null });
  });
});
