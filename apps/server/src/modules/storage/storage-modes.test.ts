import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp, createTestDataDir } from '../../testing/build-test-app.js';
import { createFileStore, createLocalBackend } from './storage-backend.js';
import { receiveUpload } from './upload-reader.js';
import { UPLOAD_RULES } from './upload-rules.js';

const modeOf = async (p: string) => (await stat(p)).mode & 0o777;

/**
 * Backups (every password hash, every enterprise's data) and uploads are the server user's only,
 * whatever the umask: under a umask of 0, as a service manager may start the process, files
 * written without an explicit mode come out 0666 and folders 0777.
 */
describe('stored files and uploads in flight are not readable by other users', () => {
  let umask: number;
  beforeAll(() => {
    umask = process.umask(0);
  });
  afterAll(() => {
    process.umask(umask);
  });

  it('makes the temp and files folders 0700, also ones already there', async () => {
    const dataDir = await createTestDataDir();
    await mkdir(path.join(dataDir, 'tmp'), { mode: 0o777 });
    expect(await modeOf(path.join(dataDir, 'tmp'))).toBe(0o777);
    await createFileStore({ dataDir });
    expect(await modeOf(path.join(dataDir, 'tmp'))).toBe(0o700);
    expect(await modeOf(path.join(dataDir, 'files'))).toBe(0o700);
  });

  it('stores a file 0600, whatever mode its temp file was written with', async () => {
    const dataDir = await createTestDataDir();
    const backend = createLocalBackend(dataDir);
    const upload = path.join(dataDir, 'upload.part');
    await writeFile(upload, 'bytes', { mode: 0o666 });
    expect(await modeOf(upload)).toBe(0o666);
    await backend.put('a.zip', upload, 5, 'application/zip');
    expect(await modeOf(path.join(dataDir, 'files', 'a.zip'))).toBe(0o600);
    expect(await modeOf(path.join(dataDir, 'files'))).toBe(0o700);
  });

  it('spools an upload to a 0600 file in a 0700 folder', async () => {
    const dataDir = await createTestDataDir();
    const tmpDir = path.join(dataDir, 'spool');
    const app = Fastify();
    await app.register(multipart);
    app.post('/up', async (request) => {
      const received = await receiveUpload(request, tmpDir, UPLOAD_RULES.file);
      return { file: await modeOf(received.file), folder: await modeOf(tmpDir) };
    });
    const boundary = 'modes';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="a.txt"',
      'Content-Type: text/plain',
      '',
      'hello',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await app.inject({
      method: 'POST',
      url: '/up',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.json()).toEqual({ file: 0o600, folder: 0o700 });
    await app.close();
  });

  it('keeps a backup taken through the API 0600', async () => {
    const { app, dataDir } = await buildTestApp();
    const admin = bearer(await signIn(app, 'admin'));
    const res = await app.inject({ method: 'POST', url: '/api/database/backup', headers: admin });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const files = await readdir(path.join(dataDir, 'files'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(await modeOf(path.join(dataDir, 'files', file)), file).toBe(0o600);
    for (const folder of ['files', 'tmp']) expect(await modeOf(path.join(dataDir, folder))).toBe(0o700);
  });
});
