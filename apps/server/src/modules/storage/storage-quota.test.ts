import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { creditCodeCheckChar, type StorageFile } from '@coalsim/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../app.js';
import { bearer, signIn } from '../../testing/auth-helpers.js';
import { createTestDataDir, createTestDatabase } from '../../testing/build-test-app.js';
import { multipartBody, TINY_PNG } from '../../testing/multipart.js';
import { readableSize } from './storage-export.js';

/** A PNG of `size` bytes: the 1×1 picture and padding after its end, as some editors leave. */
const pngOf = (size: number) => Buffer.concat([TINY_PNG, Buffer.alloc(size - TINY_PNG.length)]);

async function appWith(config: {
  quota: { unverifiedBytes: number; verifiedBytes: number };
  perMinute?: number;
}) {
  const dataDir = await createTestDataDir();
  const app = await buildApp({
    config: {
      captchaEnabled: false,
      dataDir,
      redisUrl: undefined,
      rateLimits: config.perMinute !== undefined,
      uploadsPerMinute: config.perMinute ?? 60,
      uploadQuota: config.quota,
    },
    database: await createTestDatabase(),
    webRoot: null,
  });
  await app.ready();
  afterAll(() => app.close());
  return { app, dataDir };
}

function uploader(app: FastifyInstance, token: string) {
  const send = (url: string, field: string, bytes: Buffer) => {
    const form = multipartBody([{ name: field, filename: 'p.png', type: 'image/png', content: bytes }]);
    return app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
  };
  return {
    picture: (bytes: Buffer) => send('/api/localStorage/pictures', 'file', bytes),
    logo: (bytes: Buffer) => send('/api/center/company/logo', 'file', bytes),
    avatar: (bytes: Buffer) => send('/api/users/updateAvatar', 'avatar', bytes),
  };
}

let registered = 0;
async function register(app: FastifyInstance, username: string, role: 2 | 3) {
  const first17 = `91140100MA0Q${String((registered += 1)).padStart(5, '0')}`;
  const creditCode = `${first17}${creditCodeCheckChar(first17)}`;
  const payload = {
    username,
    password: 'quota2026pw',
    role,
    ...(role === 2 ? { enterprise: { name: `${username}煤业有限公司`, creditCode } } : {}),
  };
  const res = await app.inject({ method: 'POST', url: '/auth/register', payload });
  expect(res.statusCode, res.body).toBe(201);
  return signIn(app, username, 'quota2026pw');
}

describe('storage quota', async () => {
  const { app, dataDir } = await appWith({ quota: { unverifiedBytes: 2_500, verifiedBytes: 5_500 } });
  const stored = async () => (await readdir(path.join(dataDir, 'files')).catch(() => [])).length;

  it('holds an unverified enterprise to its quota with a 413 that says how much is used and what to delete', async () => {
    const up = uploader(app, await register(app, 'quotaent', 2));
    expect((await up.picture(pngOf(1_000))).statusCode).toBe(201);
    // The logo counts too: the enterprise's uploads share one pool.
    expect((await up.logo(pngOf(1_000))).statusCode).toBe(200);
    const files = await stored();

    const refused = await up.picture(pngOf(1_000));
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      status: 413,
      message: `存储空间不足：本企业已使用 ${readableSize(2_000)}，上限 ${readableSize(2_500)}，本次文件 ${readableSize(1_000)}。请删除不再使用的软件截图或封面后再上传，或完成企业认证以获得更多空间（不再被引用的图片 7 天后自动清理）`,
      timestamp: expect.any(Number),
    });
    // The refused upload's bytes are gone, and a smaller one still fits.
    expect(await stored()).toBe(files);
    expect((await up.picture(pngOf(400))).statusCode).toBe(201);
  });

  it('gives a verified enterprise its larger quota', async () => {
    const up = uploader(app, await signIn(app, 'enterprise'));
    for (let i = 0; i < 5; i++)
      expect((await up.picture(pngOf(1_000))).statusCode, `upload ${i + 1}`).toBe(201);
    const refused = await up.picture(pngOf(1_000));
    expect(refused.statusCode).toBe(413);
    expect(refused.json<{ message: string }>().message).toContain(
      '请删除不再使用的软件、新闻中的图片后再上传',
    );
  });

  it('gives an individual account its own quota, and platform staff none', async () => {
    const up = uploader(app, await register(app, 'quotaperson', 3));
    expect((await up.avatar(pngOf(2_000))).statusCode).toBe(200);
    // The new avatar must fit beside the old one until it replaces it.
    const refused = await up.avatar(pngOf(1_000));
    expect(refused.statusCode).toBe(413);
    expect(refused.json<{ message: string }>().message).toContain('您的账号已使用');
    expect((await up.avatar(pngOf(400))).statusCode).toBe(200);

    const staff = uploader(app, await signIn(app, 'admin'));
    for (let i = 0; i < 4; i++) {
      expect((await staff.picture(pngOf(2_000))).json<StorageFile>().size).toBe(2_000);
    }
  });

  it('lets only one of two uploads at once take the last free space', async () => {
    const up = uploader(app, await register(app, 'quotarace', 2));
    expect((await up.picture(pngOf(1_500))).statusCode).toBe(201);
    const both = await Promise.all([up.picture(pngOf(900)), up.picture(pngOf(900))]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 413]);
  });
});

describe('upload rate limit', async () => {
  const { app } = await appWith({
    quota: { unverifiedBytes: 10_000_000, verifiedBytes: 10_000_000 },
    perMinute: 3,
  });

  it('counts every upload endpoint against one limit per account, and nothing else', async () => {
    const token = await signIn(app, 'enterprise');
    const up = uploader(app, token);
    expect((await up.picture(TINY_PNG)).statusCode).toBe(201);
    expect((await up.logo(TINY_PNG)).statusCode).toBe(200);
    expect((await up.avatar(TINY_PNG)).statusCode).toBe(200);
    const refused = await up.picture(TINY_PNG);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      status: 429,
      message: expect.stringMatching(/^请求过于频繁，请在 \d+ 秒后重试$/),
    });
    // Reads and other writes of the same account go on; another account has its own count.
    expect((await app.inject({ method: 'GET', url: '/auth/info', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    expect((await uploader(app, await signIn(app, 'admin')).picture(TINY_PNG)).statusCode).toBe(201);
  });
});
