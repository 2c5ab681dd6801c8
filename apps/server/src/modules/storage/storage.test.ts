import { createHash } from 'node:crypto';
import { access, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import type { StorageFile } from '@coalsim/contract';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { multipartBody, TINY_PNG, type FormPart } from '../../testing/multipart.js';
import { compoundFile, docx, ELF, EXE, PDF, zipOf } from '../../testing/sample-files.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const file = (filename: string, content: Buffer | string, type = 'application/octet-stream'): FormPart => ({
  name: 'file',
  filename,
  type,
  content,
});

describe('存储管理: upload, serve, refuse', async () => {
  const { app, dataDir } = await buildTestApp();
  const admin = bearer(await signIn(app, 'admin'));
  const post = (url: string, parts: FormPart[]) => {
    const form = multipartBody(parts);
    return app.inject({ method: 'POST', url, headers: { ...admin, ...form.headers }, payload: form.payload });
  };
  const upload = (...parts: FormPart[]) => post('/api/localStorage', parts);

  it('stores a picture under a random name with its detected type and hash, and serves it inline', async () => {
    const res = await upload(
      { name: 'name', content: '首页横幅' },
      file('banner.png', TINY_PNG, 'image/png'),
    );
    expect(res.statusCode, res.body).toBe(201);
    const record = res.json<StorageFile>();
    expect(record).toMatchObject({
      name: '首页横幅',
      realName: 'banner.png',
      suffix: 'png',
      category: '图片',
      mimeType: 'image/png',
      size: TINY_PNG.length,
      sha256: sha256(TINY_PNG),
      backend: 'local',
      createBy: 'admin',
    });
    expect(record.url).toMatch(/^\/file\/[0-9a-f]{32}\.png$/);
    expect(JSON.stringify(record)).not.toContain(dataDir);
    const storedName = path.basename(record.url);
    expect(await readFile(path.join(dataDir, 'files', storedName))).toEqual(TINY_PNG);
    // Nothing is left behind in the spool folder.
    expect(await readdir(path.join(dataDir, 'tmp'))).toEqual([]);

    const served = await app.inject({ method: 'GET', url: record.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="banner.png"/);
  });

  it('serves other types as attachments under their uploaded name (RFC 5987)', async () => {
    const text = '巷道通风记录\n第二行\n';
    const res = await upload(file('通风 记录(1).txt', text, 'text/plain'));
    expect(res.statusCode, res.body).toBe(201);
    const record = res.json<StorageFile>();
    expect(record).toMatchObject({ name: '通风 记录(1).txt', suffix: 'txt', category: '文档' });
    const served = await app.inject({ method: 'GET', url: record.url });
    expect(served.body).toBe(text);
    expect(served.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="file.txt"; filename*=UTF-8''%E9%80%9A%E9%A3%8E%20%E8%AE%B0%E5%BD%95%281%29.txt`,
    );
    expect(served.headers['cache-control']).toBe('private, no-cache');
  });

  it.each([
    ['report.pdf', PDF, 'pdf', '文档'],
    ['方案.docx', docx(), 'docx', '文档'],
    ['old.doc', compoundFile('WordDocument'), 'doc', '文档'],
    ['old.xls', compoundFile('Workbook'), 'xls', '文档'],
    ['bundle.zip', zipOf({ 'a.txt': 'a' }), 'zip', '压缩包'],
    // The bytes decide, not the name: a PDF called .txt is a PDF.
    ['misnamed.txt', PDF, 'pdf', '文档'],
  ])('takes %s as %s', async (name, content, suffix, category) => {
    const res = await upload(file(name, content));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ suffix, category, realName: name });
    expect(res.json<StorageFile>().url).toMatch(new RegExp(`\\.${suffix}$`));
  });

  it.each([
    ['an ELF executable', 'tool.png', ELF],
    ['a Windows executable', 'setup.pdf', EXE],
    ['an installer in an Office container', 'setup.doc', compoundFile('\u0005SummaryInformation')],
    ['binary bytes of no known type', 'data.txt', Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00])],
    ['text that is not UTF-8', 'gbk.txt', Buffer.from([0xc4, 0xfa, 0xba, 0xc3, 0xff])],
  ])('refuses %s with 400', async (_what, name, content) => {
    const res = await upload(file(name, content));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message: expect.stringContaining('不支持的文件类型') });
  });

  it('takes only pictures at api/localStorage/pictures, whatever the name says', async () => {
    const fake = await post('/api/localStorage/pictures', [
      file('photo.png', '<svg onload=alert(1)>', 'image/png'),
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ status: 400, message: expect.stringContaining('只能上传图片') });
    expect((await post('/api/localStorage/pictures', [file('a.png', PDF)])).statusCode).toBe(400);
    const real = await post('/api/localStorage/pictures', [file('photo.bin', TINY_PNG)]);
    expect(real.statusCode).toBe(201);
    expect(real.json<StorageFile>().url).toMatch(/\.png$/);
  });

  it('refuses a picture over 5 MB with 413 in the error shape', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await post('/api/localStorage/pictures', [file('big.png', big, 'image/png')]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      status: 413,
      message: '图片大小不能超过 5MB',
      timestamp: expect.any(Number),
    });
    expect(await readdir(path.join(dataDir, 'tmp'))).toEqual([]);
  });

  it('refuses a file over 100 MB with 413', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(100 * 1024 * 1024)]);
    const res = await upload(file('huge.pdf', big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 413, message: '文件大小不能超过 100MB' });
  });

  it('refuses what is not one file in a multipart form with 400', async () => {
    const json = await app.inject({ method: 'POST', url: '/api/localStorage', headers: admin, payload: {} });
    expect(json.statusCode).toBe(400);
    expect((await upload({ name: 'name', content: 'x' })).json()).toMatchObject({
      status: 400,
      message: '请选择要上传的文件',
    });
    expect((await upload(file('a.txt', 'a'), file('b.txt', 'b'))).statusCode).toBe(400);
    expect((await upload(file('empty.txt', ''))).json().message).toContain('文件内容为空');
    expect((await upload({ name: 'name', content: 'x'.repeat(101) }, file('a.txt', 'a'))).statusCode).toBe(
      400,
    );
    expect((await upload({ name: 'name', content: 'a\u0000b' }, file('a.txt', 'a'))).statusCode).toBe(400);
    // Cut short: refused, and (many times over, it used to be a race) no temp file stays behind.
    const form = multipartBody([file('a.txt', 'abc')]);
    for (let i = 0; i < 50; i++) {
      const truncated = await app.inject({
        method: 'POST',
        url: '/api/localStorage',
        headers: { ...admin, ...form.headers },
        payload: form.payload.subarray(0, form.payload.length - 20),
      });
      expect(truncated.statusCode).toBe(400);
      expect(truncated.json()).toMatchObject({ status: 400, timestamp: expect.any(Number) });
    }
    expect(await readdir(path.join(dataDir, 'tmp'))).toEqual([]);
  });

  // The generic fuzz suite sends JSON to every endpoint; multipart bodies are fuzzed here.
  it('answers any multipart body with a record or a 4xx in the error shape', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('../../etc/passwd', 'a\u0000b', '"', '\r\n'),
    );
    const part = fc.record({
      name: fc.oneof(fc.constantFrom('file', 'name'), text),
      filename: fc.option(text, { nil: undefined }),
      content: fc.oneof(
        fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
        text,
      ),
    });
    const bodies = fc.oneof(
      fc.array(part, { maxLength: 3 }).map((parts) => multipartBody(parts).payload),
      fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)),
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (payload) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/localStorage',
          headers: { ...admin, ...multipartBody([]).headers },
          payload,
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json()).toMatchObject({ status: res.statusCode });
      }),
      { seed: 20_261_122, numRuns: 60 },
    );
  });

  it('keeps the uploaded name as text only: no path, no control or direction characters', async () => {
    const res = await upload(file('C:\\Users\\x\\..\\..\\evil\u202Egnp.exe\u0007.txt', 'hello'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ realName: 'evilgnp.exe.txt', suffix: 'txt' });
    const long = await upload(file(`${'长'.repeat(300)}.txt`, 'hello'));
    expect([...long.json<StorageFile>().realName]).toHaveLength(255);
    expect([...long.json<StorageFile>().name]).toHaveLength(100);
  });

  it('serves only stored names that the table knows: 404 for anything else', async () => {
    for (const name of [
      '..%2F..%2Fetc%2Fpasswd',
      '..%2Fpackage.json',
      '%2e%2e',
      `${'a'.repeat(32)}.png`,
      `${'a'.repeat(32)}.png%00.txt`,
      'secret.key',
      'tmp',
    ]) {
      const res = await app.inject({ method: 'GET', url: `/file/${name}` });
      expect([400, 404], name).toContain(res.statusCode);
      expect(res.body).not.toContain('root:');
    }
    const unknown = await app.inject({ method: 'GET', url: `/file/${'b'.repeat(32)}.pdf` });
    expect(unknown.json()).toMatchObject({ status: 404, message: '文件不存在' });
    // An avatar is a stored file too, but not one of 存储管理's.
    const form = multipartBody([
      { name: 'avatar', filename: 'me.png', type: 'image/png', content: TINY_PNG },
    ]);
    const avatar = await app.inject({
      method: 'POST',
      url: '/api/users/updateAvatar',
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(avatar.statusCode).toBe(200);
    const name = avatar.json<{ avatar: string }>().avatar;
    expect((await app.inject({ method: 'GET', url: `/file/${name}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/avatar/${name}` })).statusCode).toBe(200);
  });

  it('answers api/qiNiuContent uploads with 409 while STORAGE is local', async () => {
    const config = await app.inject({ method: 'GET', url: '/api/qiNiuContent/config', headers: admin });
    expect(config.json()).toEqual({ configured: false, endpoint: null, bucket: null, region: null });
    const res = await post('/api/qiNiuContent', [file('a.png', TINY_PNG)]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      status: 409,
      message: '未配置 S3 存储：请设置 STORAGE=s3 及 S3_* 环境变量',
    });
    const list = await app.inject({ method: 'GET', url: '/api/qiNiuContent', headers: admin });
    expect(list.json()).toEqual({ content: [], totalElements: 0 });
  });

  it('exports the list as xlsx', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/localStorage/download?category=图片',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      '名称',
      '原文件名',
      '类型',
      '大小',
      '存储',
      '上传者',
      '上传时间',
    ]);
    const realNames = sheet.getColumn(2).values.slice(2);
    expect(realNames).toContain('banner.png');
    expect(realNames).not.toContain('report.pdf');
    const banner = sheet.getRow(2 + realNames.indexOf('banner.png'));
    expect(banner.getCell(3).value).toBe('图片（png）');
    expect(banner.getCell(4).value).toBe(`${TINY_PNG.length} B`);
    expect(banner.getCell(5).value).toBe('本地');
    expect(banner.getCell(6).value).toBe('admin');
  });

  it('leaves nothing in the spool folder after all of the above', async () => {
    expect(await readdir(path.join(dataDir, 'tmp'))).toEqual([]);
    await expect(access(path.join(dataDir, 'avatar'))).rejects.toThrow();
  });
});
