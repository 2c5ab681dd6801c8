import { and, count, eq, gt, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { simulatedSession } from '../../../../../tools/open-api-client.mjs';
import { sysUser } from '../../db/tables/account.table.js';
import { soft } from '../../db/tables/soft.table.js';
import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { registerVerifiedEnterprise } from '../../testing/enterprise-helpers.js';
import { demoVendorKeys, launchTicket } from '../../testing/train-fixtures.js';
import { entWorker } from '../org/org.table.js';
import {
  LAUNCH_BAD_PLAN,
  LAUNCH_NOT_GRANTED,
  LAUNCH_TOO_OFTEN,
  LAUNCHES_PER_MINUTE,
  LAUNCH_WRONG_ACCOUNT,
  ticketDigest,
} from '../train/launch.service.js';
import { trainLaunch } from '../train/launch.table.js';
import { trainPlan, trainPlanWorker, trainRecord } from '../train/train.table.js';
import { ILAB, md5Upper } from './ilab.js';

/** Issue 32: 启动软件's tickets and the ilab-x v2 door as the clients in the field call it. */
describe('launch tickets and the ilab-x v2 door', async () => {
  const { app, db } = await buildTestApp();
  const enterprise = await signIn(app, 'enterprise');
  const worker = await signIn(app, 'worker');
  let vendor: Awaited<ReturnType<typeof demoVendorKeys>>;
  beforeAll(async () => {
    vendor = await demoVendorKeys(app, enterprise);
  });

  const sign = (ticket: string) => md5Upper(`${ticket}${vendor.appKey}${vendor.appSecret}`);
  const token = (ticket: string, signature = sign(ticket)) =>
    app.inject({
      method: 'GET',
      url: '/open/api/v2/token',
      query: { ticket, appid: vendor.appKey, signature },
    });
  const refusal = (res: { statusCode: number; json: <T>() => T }, r: (typeof ILAB)[keyof typeof ILAB]) => {
    expect(res.statusCode).toBe(r.status);
    expect(res.json()).toMatchObject({ status: r.status, message: r.msg, code: r.code, msg: r.msg });
  };
  const upload = (accessToken: string, username: string, originId: string) => {
    const s = simulatedSession({ startTime: Date.now() - 3_600_000, username, originId });
    return app.inject({
      method: 'POST',
      url: '/open/api/v2/data_upload',
      query: { access_token: accessToken },
      payload: { ...s, title: '综采仿真', status: 1, score: 92, appid: vendor.appKey },
    });
  };

  it('launches a staff member: the launch address keeps its path and gains an opaque ticket, recorded for the enterprise', async () => {
    const { url, ticket } = await launchTicket(app, worker, vendor.softId);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:8080\/demo\/simulation\?ticket=/);
    expect(url).toContain(`ticket=${encodeURIComponent(ticket).replace(/%20/g, '+')}`);
    // 200 random bits in standard base64: `+ / =` may be part of it, as in ilab-x.
    expect(ticket).toMatch(/^[A-Za-z0-9+/]{34}==$/);
    // Only the ticket's digest is stored.
    const [row] = await db
      .select()
      .from(trainLaunch)
      .where(eq(trainLaunch.ticketSha256, ticketDigest(ticket)));
    expect(row).toMatchObject({ softId: vendor.softId, usedAt: null, planId: null });
    expect(row!.workerId).toEqual(expect.any(Number));
    // The newest of the enterprise's 启动记录 (the demo's launches come after it).
    const list = await app.inject({ method: 'GET', url: '/api/train/launch', headers: bearer(enterprise) });
    expect(list.json<{ content: unknown[] }>().content[0]).toMatchObject({
      id: row!.id,
      username: 'worker',
      soft: { id: vendor.softId },
      worker: { id: row!.workerId },
      plan: null,
      usedAt: null,
    });
  });

  it('trades a ticket once by GET for a token naming the user (un, dis), with upper-case MD5', async () => {
    const { ticket } = await launchTicket(app, worker, vendor.softId);
    const res = await token(ticket);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code: 0,
      msg: 'success',
      access_token: expect.any(String),
      create_time: expect.any(Number),
      expires_time: expect.any(Number),
      un: 'worker',
      dis: expect.any(String),
    });
    refusal(await token(ticket), ILAB.usedTicket);
  });

  it('takes the same call as a POST with an empty body of any type, and a lower-case signature', async () => {
    for (const contentType of ['application/x-www-form-urlencoded', 'application/json', undefined]) {
      const { ticket } = await launchTicket(app, worker, vendor.softId);
      const res = await app.inject({
        method: 'POST',
        url: '/open/api/v2/token',
        query: { ticket, appid: vendor.appKey, signature: sign(ticket).toLowerCase() },
        ...(contentType ? { headers: { 'content-type': contentType }, payload: '' } : {}),
      });
      expect(res.statusCode, `${contentType}: ${res.body}`).toBe(200);
      expect(res.json<{ un: string }>().un).toBe('worker');
    }
  });

  it('matches a ticket whose + arrived as a space (sent unencoded) or still URL-encoded', async () => {
    // A launch whose ticket surely holds `+ / =`: the row as 启动软件 writes it, with a chosen ticket.
    const { ticket: issued } = await launchTicket(app, worker, vendor.softId);
    const [launched] = await db
      .select()
      .from(trainLaunch)
      .where(eq(trainLaunch.ticketSha256, ticketDigest(issued)));
    const ticket = 'Ab+/Cd+Ef/Gh+Ij/Kl+Mn/Op+Qr/St+Uv==';
    const { id: _id, ...row } = launched!;
    await db.insert(trainLaunch).values({ ...row, ticketSha256: ticketDigest(ticket) });
    const raw = await app.inject({
      method: 'GET',
      url: `/open/api/v2/token?ticket=${ticket}&appid=${vendor.appKey}&signature=${sign(ticket)}`,
    });
    expect(raw.statusCode, raw.body).toBe(200);
    const { ticket: other } = await launchTicket(app, worker, vendor.softId);
    const encodedTwice = await app.inject({
      method: 'GET',
      url: `/open/api/v2/token?ticket=${encodeURIComponent(encodeURIComponent(other))}&appid=${vendor.appKey}&signature=${sign(other)}`,
    });
    expect(encodedTwice.statusCode, encodedTwice.body).toBe(200);
  });

  it('refuses a wrong signature, an unknown, an expired and another software’s ticket, each with its code', async () => {
    const { ticket } = await launchTicket(app, worker, vendor.softId);
    refusal(await token(ticket, md5Upper(`${ticket}${vendor.appKey}wrong-secret`)), ILAB.badSignature);
    refusal(await token('invented-ticket-0000000000000000000='), ILAB.unknownTicket);
    await db
      .update(trainLaunch)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(trainLaunch.ticketSha256, ticketDigest(ticket)));
    refusal(await token(ticket), ILAB.expiredTicket);
    const { ticket: second } = await launchTicket(app, worker, vendor.softId);
    const [other] = await db.select({ id: soft.id }).from(soft).where(ne(soft.id, vendor.softId)).limit(1);
    const otherSoft = other!.id;
    await db
      .update(trainLaunch)
      .set({ softId: otherSoft })
      .where(eq(trainLaunch.ticketSha256, ticketDigest(second)));
    refusal(await token(second), ILAB.otherSoftTicket);
  });

  it('stores an upload as the token’s user’s session, refuses another username, and refreshes the token', async () => {
    const { ticket } = await launchTicket(app, worker, vendor.softId);
    const first = (await token(ticket)).json<{ access_token: string }>().access_token;
    const stored = await upload(first, 'worker', 'ilab-upload-1');
    expect(stored.statusCode, stored.body).toBe(200);
    const { id } = stored.json<{ code: number; id: number }>();
    expect(stored.json()).toMatchObject({ code: 0, msg: 'success' });
    const [record] = await db.select().from(trainRecord).where(eq(trainRecord.id, id));
    expect(record).toMatchObject({ source: 'reported', softId: vendor.softId, score: 92 });
    refusal(await upload(first, 'operator', 'ilab-upload-2'), ILAB.otherUser);

    const refresh = (signature: string) =>
      app.inject({
        method: 'GET',
        url: '/open/api/v2/token/refresh',
        query: { access_token: first, appid: vendor.appKey, signature },
      });
    refusal(await refresh(md5Upper(`${first}${vendor.appKey}wrong`)), ILAB.badRefreshSignature);
    const renewed = await refresh(md5Upper(`${first}${vendor.appKey}${vendor.appSecret}`));
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).toMatchObject({ code: 0, un: 'worker' });
    const second = renewed.json<{ access_token: string }>().access_token;
    expect((await upload(second, 'worker', 'ilab-upload-3')).statusCode).toBe(200);
    refusal(await upload(`${first}x`, 'worker', 'ilab-upload-4'), ILAB.badToken);
  });

  it('answers an invalid parameter with 400 in the error shape plus code and msg', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/open/api/v2/token?ticket=x&appid=y&signature=short',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{
      status: number;
      message: string;
      code: number;
      msg: string;
      timestamp: number;
    }>();
    expect(body).toMatchObject({ status: 400, code: 400, timestamp: expect.any(Number) });
    expect(body.msg).toBe(body.message);
  });

  it('lets only accounts that may use the software launch it', async () => {
    const launch = (token: string | undefined, body: object = {}) =>
      app.inject({
        method: 'POST',
        url: `/api/portal/soft/${vendor.softId}/launch`,
        ...(token ? { headers: bearer(token) } : {}),
        payload: body,
      });
    expect((await launch(undefined)).statusCode).toBe(401);
    const individual = await launch(await signIn(app, 'expert1'));
    expect(individual.statusCode).toBe(403);
    expect(individual.json<{ message: string }>().message).toBe(LAUNCH_WRONG_ACCOUNT);
    const stranger = await registerVerifiedEnterprise(app, {
      username: 'launchco',
      name: '未授权煤业',
      creditCode: '91140200MA0K000B2T',
    });
    const refused = await launch(stranger.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(LAUNCH_NOT_GRANTED);
    const own = await launch(enterprise);
    expect(own.statusCode, own.body).toBe(200);
    const badPlan = await launch(worker, { planId: 999999 });
    expect(badPlan.statusCode).toBe(400);
    expect(badPlan.json<{ message: string }>().message).toBe(LAUNCH_BAD_PLAN);
  });

  it('keeps the launch address’s own query and fragment, and carries a running plan the staff member is in', async () => {
    await db
      .update(soft)
      .set({ launchUrl: 'https://sim.example.cn/start?lang=zh#scene-2' })
      .where(eq(soft.id, vendor.softId));
    const [plan] = await db
      .select({ id: trainPlan.id })
      .from(trainPlan)
      .innerJoin(trainPlanWorker, eq(trainPlanWorker.planId, trainPlan.id))
      .innerJoin(entWorker, eq(entWorker.id, trainPlanWorker.workerId))
      .innerJoin(sysUser, and(eq(sysUser.id, entWorker.userId), eq(sysUser.username, 'worker')))
      .where(
        and(
          eq(trainPlan.softId, vendor.softId),
          eq(trainPlan.status, 'published'),
          gt(trainPlan.endTime, new Date()),
        ),
      );
    const { url, ticket } = await launchTicket(app, worker, vendor.softId, plan!.id);
    const launched = new URL(url);
    expect(`${launched.origin}${launched.pathname}`).toBe('https://sim.example.cn/start');
    expect(launched.searchParams.get('lang')).toBe('zh');
    expect(launched.hash).toBe('#scene-2');
    const [row] = await db
      .select()
      .from(trainLaunch)
      .where(eq(trainLaunch.ticketSha256, ticketDigest(ticket)));
    expect(row).toMatchObject({ planId: plan!.id, softId: vendor.softId });
  });

  it('holds one account to a few launches a minute, so that a loop cannot grow 启动记录', async () => {
    const launch = () =>
      app.inject({
        method: 'POST',
        url: `/api/portal/soft/${vendor.softId}/launch`,
        headers: bearer(worker),
        payload: {},
      });
    const [user] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'worker'));
    const [{ n }] = (await db
      .select({ n: count() })
      .from(trainLaunch)
      .where(
        and(eq(trainLaunch.userId, user!.id), gt(trainLaunch.createTime, new Date(Date.now() - 60_000))),
      )) as [{ n: number }];
    for (let i = n; i < LAUNCHES_PER_MINUTE; i++) expect((await launch()).statusCode).toBe(200);
    const refused = await launch();
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe(LAUNCH_TOO_OFTEN);
  });
});
