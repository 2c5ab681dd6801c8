import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import type { StorageFile } from '@coalsim/contract';
import { afterAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../app.js';
import type { S3Settings } from '../../config.js';
import { bearer, signIn } from '../../testing/auth-helpers.js';
import { createTestDatabase, createTestDataDir } from '../../testing/build-test-app.js';
import { multipartBody, TINY_PNG, type FormPart } from '../../testing/multipart.js';
import { startS3Server } from '../../testing/s3-server.js';
import { docx } from '../../testing/sample-files.js';

/** The app storing into `s3`, on a fresh database and DATA_DIR, closed after the file's tests. */
async function s3App(s3: S3Settings) {
  const dataDir = await createTestDataDir();
  const app = await buildApp({
    config: { captchaEnabled: false, dataDir, redisUrl: undefined, storage: 's3', s3 },
    database: await createTestDatabase(),
    webRoot: null,
  });
  await app.ready();
  afterAll(() => app.close());
  return { app, dataDir };
}

describe('STORAGE=s3 against a real S3-protocol server', async () => {
  const s3 = await startS3Server();
  const { app, dataDir } = await s3App(s3);
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKey, secretAccessKey: s3.secretKey },
  });
  afterAll(() => client.destroy());
  /** The object's bytes, or undefined when the bucket has no such key. */
  const objectOf = async (key: string) => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    } catch (err) {
      if (err instanceof NoSuchKey) return undefined;
      throw err;
    }
  };

  const admin = bearer(await signIn(app, 'admin'));
  const post = (url: string, parts: FormPart[]) => {
    const form = multipartBody(parts);
    return app.inject({ method: 'POST', url, headers: { ...admin, ...form.headers }, payload: form.payload });
  };
  const keyOf = (f: StorageFile) => path.basename(f.url);

  it('says where it stores, without the keys', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/qiNiuContent/config', headers: admin });
    expect(res.json()).toEqual({
      configured: true,
      endpoint: s3.endpoint,
      bucket: 'coalsim',
      region: 'us-east-1',
    });
    expect(res.body).not.toContain('S3RVER');
  });

  it('uploads into the bucket, serves from it and deletes from it', async () => {
    const content = docx();
    const res = await post('/api/qiNiuContent', [
      { name: 'name', content: '方案' },
      { name: 'file', filename: '方案.docx', content },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const record = res.json<StorageFile>();
    expect(record).toMatchObject({ name: '方案', suffix: 'docx', backend: 's3', size: content.length });
    expect(await objectOf(keyOf(record))).toEqual(content);
    // Nothing on the server's disk but the (empty) spool folder.
    expect(await readdir(dataDir)).toEqual(['tmp']);
    expect(await readdir(path.join(dataDir, 'tmp'))).toEqual([]);

    const served = await app.inject({ method: 'GET', url: record.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(content)).toBe(true);
    expect(served.headers['content-disposition']).toMatch(/^attachment; /);
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const listed = await app.inject({ method: 'GET', url: '/api/qiNiuContent?blurry=方案', headers: admin });
    expect(listed.json()).toMatchObject({ totalElements: 1, content: [{ id: record.id }] });

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/qiNiuContent',
      headers: admin,
      payload: [record.id],
    });
    expect(deleted.statusCode).toBe(200);
    expect(await objectOf(keyOf(record))).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: record.url })).statusCode).toBe(404);
  });

  it('puts 存储管理 uploads, pictures and avatars there too', async () => {
    const file = await post('/api/localStorage', [{ name: 'file', filename: 'a.png', content: TINY_PNG }]);
    expect(file.json()).toMatchObject({ backend: 's3' });
    expect(await objectOf(keyOf(file.json()))).toEqual(TINY_PNG);
    const picture = await post('/api/localStorage/pictures', [
      { name: 'file', filename: 'b.png', content: TINY_PNG },
    ]);
    expect(picture.json()).toMatchObject({ backend: 's3' });

    const avatar = await post('/api/users/updateAvatar', [
      { name: 'avatar', filename: 'me.png', content: TINY_PNG },
    ]);
    const name = avatar.json<{ avatar: string }>().avatar;
    expect(await objectOf(name)).toEqual(TINY_PNG);
    const served = await app.inject({ method: 'GET', url: `/avatar/${name}` });
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    // Replaced: the old object goes.
    await post('/api/users/updateAvatar', [{ name: 'avatar', filename: 'me.png', content: TINY_PNG }]);
    expect(await objectOf(name)).toBeUndefined();
  });

  it('answers 404 when a row has lost its object, and deletes the row anyway', async () => {
    const res = await post('/api/localStorage', [{ name: 'file', filename: 'gone.txt', content: 'gone' }]);
    const record = res.json<StorageFile>();
    await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: keyOf(record) }));
    expect((await app.inject({ method: 'GET', url: record.url })).json()).toMatchObject({
      status: 404,
      message: '文件不存在',
    });
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/localStorage',
      headers: admin,
      payload: [record.id],
    });
    expect(deleted.statusCode).toBe(200);
  });
});

describe('STORAGE=s3 when the store does not answer', async () => {
  const { app } = await s3App({
    endpoint: 'http://127.0.0.1:1',
    region: 'us-east-1',
    bucket: 'coalsim',
    accessKey: 'x',
    secretKey: 'y',
  });

  it('answers 503 文件存储暂不可用, never 数据库暂不可用 (its socket errors share the codes)', async () => {
    const form = multipartBody([{ name: 'file', filename: 'a.png', type: 'image/png', content: TINY_PNG }]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/localStorage/pictures',
      headers: { ...bearer(await signIn(app, 'admin')), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json<{ message: string }>().message).toBe('文件存储暂不可用，请稍后重试');
  });
});
