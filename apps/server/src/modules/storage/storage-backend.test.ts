import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { text } from 'node:stream/consumers';

import { describe, expect, it } from 'vitest';

import { createTestDataDir } from '../../testing/build-test-app.js';
import { createFileStore, createLocalBackend, sweepStaleUploads } from './storage-backend.js';

describe('local backend', () => {
  it('moves a finished upload in, reads it back and deletes it (twice is fine)', async () => {
    const dataDir = await createTestDataDir();
    const backend = createLocalBackend(dataDir);
    const upload = path.join(dataDir, 'upload.part');
    await writeFile(upload, 'bytes');
    await backend.put('a.txt', upload, 5, 'text/plain');
    expect(await readdir(dataDir)).toEqual(['files']);
    expect(await text((await backend.get('a.txt'))!)).toBe('bytes');
    await backend.delete('a.txt');
    await backend.delete('a.txt');
    expect(await backend.get('a.txt')).toBeUndefined();
  });

  it('never leaves its folder, whatever name it is given', async () => {
    const dataDir = await createTestDataDir();
    await writeFile(path.join(dataDir, 'secret.key'), 'secret');
    const backend = createLocalBackend(dataDir);
    expect(await backend.get('../secret.key')).toBeUndefined();
  });
});

describe('file store', () => {
  it('stores locally by default, and removes uploads a killed process left behind', async () => {
    const dataDir = await createTestDataDir();
    const tmp = path.join(dataDir, 'tmp');
    await mkdir(tmp);
    const stale = `${'a'.repeat(32)}.part`;
    const fresh = `${'b'.repeat(32)}.part`;
    await writeFile(path.join(tmp, stale), 'x');
    await writeFile(path.join(tmp, fresh), 'x');
    await writeFile(path.join(tmp, 'other.txt'), 'x');
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(path.join(tmp, stale), old, old);
    const store = await createFileStore({ dataDir });
    expect(store.current.kind).toBe('local');
    expect(store.s3Configured).toBe(false);
    expect(store.backendOf('s3')).toBeUndefined();
    expect((await readdir(tmp)).sort()).toEqual([fresh, 'other.txt']);
    await sweepStaleUploads(path.join(dataDir, 'nowhere'));
  });

  it('refuses STORAGE=s3 without its settings', async () => {
    await expect(createFileStore({ dataDir: '/nowhere', storage: 's3' })).rejects.toThrow(/S3_/);
  });
});
