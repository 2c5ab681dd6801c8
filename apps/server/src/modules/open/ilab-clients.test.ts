import { request } from 'node:http';

import axios from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { demoVendorKeys, launchTicket } from '../../testing/train-fixtures.js';
import { md5Upper } from './ilab.js';

/**
 * The ilab-x door against the real server, called the way published ilab-x integrations call it:
 * a Node client with axios (GET, parameters in `params`), and a Unity-style client that POSTs the
 * same query string with an empty form body. Both take the ticket from the launch address, as a
 * simulation opened by 启动软件 finds it, and upload the session with the token.
 */
describe('ilab-x clients as the field writes them', async () => {
  const { app } = await buildTestApp();
  const worker = await signIn(app, 'worker');
  let host = '';
  let vendor: Awaited<ReturnType<typeof demoVendorKeys>>;
  beforeAll(async () => {
    vendor = await demoVendorKeys(app, await signIn(app, 'enterprise'));
    host = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => app.server.close());

  /** What the simulation reads from its own address: the ticket, URL-decoded. */
  const ticketFromLaunch = async () => {
    const { url } = await launchTicket(app, worker, vendor.softId);
    return new URLSearchParams(new URL(url).search).get('ticket')!;
  };

  const session = (originId: string) => {
    const end = Date.now() - 60_000;
    return {
      username: 'worker',
      title: '瓦斯抽采仿真实训',
      status: 1,
      score: 88,
      startTime: end - 1_800_000,
      endTime: end,
      timeUsed: 1800,
      appid: vendor.appKey,
      originId,
      steps: [
        {
          seq: 1,
          title: '抽采管路检查',
          startTime: end - 1_800_000,
          endTime: end - 900_000,
          timeUsed: 900,
          expectTime: 900,
          maxScore: 50,
          score: 44,
          repeatCount: 1,
          evaluation: '良好',
          scoringModel: '赋分模型',
          remarks: '',
        },
      ],
    };
  };

  it('a Node client: axios GET with params, then data_upload with the token', async () => {
    const ticket = await ticketFromLaunch();
    const appid = vendor.appKey;
    const signature = md5Upper(ticket + appid + vendor.appSecret);
    const { data: token } = await axios.get(`${host}/open/api/v2/token`, {
      params: { ticket, appid, signature },
    });
    expect(token).toMatchObject({ code: 0, un: 'worker' });
    const { data: uploaded } = await axios.post(
      `${host}/open/api/v2/data_upload`,
      session('axios-client-1'),
      { params: { access_token: token.access_token } },
    );
    expect(uploaded).toMatchObject({ code: 0, msg: 'success', id: expect.any(Number) });
    // A second exchange of the same ticket: refused, with ilab-x's code and msg.
    const again = await axios.get(`${host}/open/api/v2/token`, {
      params: { ticket, appid, signature },
      validateStatus: () => true,
    });
    expect(again.status).toBe(401);
    expect(again.data).toMatchObject({ code: 1003, msg: expect.stringContaining('已使用') });
  });

  it('a Unity-style client: POST with the query string and an empty form body', async () => {
    const ticket = await ticketFromLaunch();
    const query = `ticket=${encodeURIComponent(ticket)}&appid=${vendor.appKey}&signature=${md5Upper(ticket + vendor.appKey + vendor.appSecret)}`;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        `${host}/open/api/v2/token?${query}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': 0 },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({
      code: 0,
      un: 'worker',
      access_token: expect.any(String),
    });
  });
});
