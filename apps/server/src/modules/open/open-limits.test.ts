import { randomBytes, randomUUID } from 'node:crypto';

import { afterAll, describe, expect, it } from 'vitest';

import { signRequest, simulatedSession } from '../../../../../tools/open-api-client.mjs';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/database.js';
import { bearer, signIn } from '../../testing/auth-helpers.js';
import { createTestDataDir, createTestDatabase } from '../../testing/build-test-app.js';
import { testLogger } from '../../testing/test-logger.js';
import { describeWithRedis } from '../../testing/test-redis.js';
import { demoVendorKeys, launchTicket } from '../../testing/train-fixtures.js';
import { md5Upper } from './ilab.js';

/** Failed proofs an address may make a minute here (RATE_LIMIT_ANONYMOUS); the contract allows 600 per key. */
const PER_ADDRESS = 30;
const PER_KEY = 600;

/** The app with its rate limits on, behind a trusted proxy so each test can pick its address. */
async function limitedApp(shared: { database?: Database; redisUrl?: string; secretKey?: Buffer } = {}) {
  const app = await buildApp({
    config: {
      captchaEnabled: false,
      dataDir: await createTestDataDir(),
      redisUrl: shared.redisUrl,
      rateLimits: true,
      rateLimitAnonymous: PER_ADDRESS,
      trustProxy: ['127.0.0.1'],
    },
    database: shared.database ?? (await createTestDatabase()),
    ...(shared.secretKey ? { secretKey: shared.secretKey } : {}),
    webRoot: null,
    logger: testLogger(),
  });
  await app.ready();
  afterAll(() => app.close());
  const vendor = await demoVendorKeys(app, await signIn(app, 'enterprise'));
  /** A call signed the way tools/open-api-client.mjs signs it, sent from `ip`. */
  const send = (ip: string, signed: { body: string; headers: Record<string, string> }, extra = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/open/v1/records',
      headers: { ...signed.headers, 'x-forwarded-for': ip, ...extra },
      payload: signed.body,
    });
  const session = () =>
    simulatedSession({
      creditCode: vendor.creditCode,
      employeeNo: vendor.workers[1]!.employeeNo,
      startTime: Date.now() - 3_600_000,
    });
  const genuine = (payload: unknown = session()) =>
    signRequest({ appKey: vendor.appKey, appSecret: vendor.appSecret, payload });
  return { app, vendor, send, genuine };
}

const expect429 = (res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) => {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({
    status: 429,
    message: expect.stringMatching(/^请求过于频繁，请在 \d+ 秒后重试$/),
    timestamp: expect.any(Number),
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
};

describe('open API limits: nothing counts on an app key until its signature holds', async () => {
  const { app, vendor, send, genuine } = await limitedApp();

  it('700 badly-signed calls with a vendor’s real key leave its quota whole', async () => {
    // From 35 addresses, 20 each: none of them reaches its own limit, so only the key could stop them.
    for (let i = 0; i < 700; i++) {
      const forged = signRequest({ appKey: vendor.appKey, appSecret: 'guessed', payload: {} });
      const res = await send(`198.51.100.${i % 35}`, forged);
      expect(res.statusCode, `forged call ${i + 1}`).toBe(401);
    }
    const real = await send('203.0.113.10', genuine());
    expect(real.statusCode, real.body).toBe(200);
  });

  it('refuses an address after its failed proofs, before its key is looked up, and no other address', async () => {
    const randomKey = () => signRequest({ appKey: `ak_${randomUUID()}`, appSecret: 'x', payload: {} });
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect((await send('192.0.2.66', randomKey())).statusCode, `random key ${i + 1}`).toBe(401);
    }
    expect429(await send('192.0.2.66', randomKey()));
    // Refused before the signature is looked at: a genuine call from that address waits too.
    expect429(await send('192.0.2.66', genuine()));
    expect((await send('203.0.113.10', genuine())).statusCode).toBe(200);
  });

  it('counts the ilab-x door’s bad tickets and forged tokens per address too', async () => {
    const ticket = (ip: string, query: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/open/api/v2/token', headers: { 'x-forwarded-for': ip }, query });
    const upload = (ip: string, token: string) =>
      app.inject({
        method: 'POST',
        url: `/open/api/v2/data_upload?access_token=${token}`,
        headers: { 'x-forwarded-for': ip },
        payload: {},
      });
    for (let i = 0; i < PER_ADDRESS / 2; i++) {
      const forged = { ticket: randomUUID(), appid: vendor.appKey, signature: 'AB'.repeat(16) };
      expect((await ticket('192.0.2.77', forged)).statusCode).toBe(401);
      expect((await upload('192.0.2.77', `1.1.9999999999999.forged${i}`)).statusCode).toBe(401);
    }
    expect429(await upload('192.0.2.77', '1.1.9999999999999.forged'));
    const { ticket: t } = await launchTicket(app, await signIn(app, 'worker'), vendor.softId);
    const good = await ticket('203.0.113.11', {
      ticket: t,
      appid: vendor.appKey,
      signature: md5Upper(`${t}${vendor.appKey}${vendor.appSecret}`),
    });
    expect(good.statusCode, good.body).toBe(200);
  });
});

describe('open API limits: a proven flood is held to the key’s limit', async () => {
  const { app, send, genuine } = await limitedApp();

  it(`answers 429 after ${PER_KEY} correctly signed calls a minute, from any address or session`, async () => {
    // Signed but empty bodies: each proves its key (and is then a 400), nothing is stored.
    for (let i = 0; i < PER_KEY; i++) {
      const res = await send(`198.51.100.${i % 200}`, genuine({}));
      expect(res.statusCode, `signed call ${i + 1}`).toBe(400);
    }
    expect429(await send('203.0.113.20', genuine()));
    const session = bearer(await signIn(app, 'enterprise'));
    expect429(await send('203.0.113.21', genuine(), session));
  });
});

// CI starts a Redis (TEST_REDIS_URL): there, two instances must count an address's failures together.
describeWithRedis('open API limits in Redis', async (url) => {
  // Instances sharing a database share SECRET_KEY: app secrets are sealed under it.
  const shared = { database: await createTestDatabase(), redisUrl: url, secretKey: randomBytes(32) };
  const one = await limitedApp(shared);
  const two = await limitedApp(shared);

  it('counts an address’s failed proofs across instances', async () => {
    // An address of its own per run: the counters outlive the test in the shared Redis.
    const ip = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const forged = () => signRequest({ appKey: one.vendor.appKey, appSecret: 'guessed', payload: {} });
    for (let i = 0; i < PER_ADDRESS; i++) {
      const res = await (i % 2 === 0 ? one : two).send(ip, forged());
      expect(res.statusCode, `forged call ${i + 1}`).toBe(401);
    }
    expect429(await one.send(ip, forged()));
    expect429(await two.send(ip, two.genuine()));
    expect((await one.send('203.0.113.30', two.genuine())).statusCode).toBe(200);
  });
});
