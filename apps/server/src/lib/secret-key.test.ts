import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { loadSecretKey, SECRET_KEY_FILE } from './secret-key.js';

describe('loadSecretKey', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'coalsim-key-'));
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('generates a key once into DATA_DIR, private to the owner, and reads it back', async () => {
    const [a, b] = await Promise.all([loadSecretKey({ dataDir: dir }), loadSecretKey({ dataDir: dir })]);
    expect(a).toHaveLength(32);
    expect(b.equals(a)).toBe(true);
    expect((await loadSecretKey({ dataDir: dir })).equals(a)).toBe(true);
    expect((await stat(path.join(dir, SECRET_KEY_FILE))).mode & 0o077).toBe(0);
    expect((await readFile(path.join(dir, SECRET_KEY_FILE), 'utf8')).trim()).toBe(a.toString('hex'));
  });

  it('derives the key from SECRET_KEY when it is set, whatever the file holds', async () => {
    const fromEnv = await loadSecretKey({ dataDir: dir, secretKey: 'x'.repeat(40) });
    expect(fromEnv).toHaveLength(32);
    expect(fromEnv.equals(await loadSecretKey({ dataDir: dir }))).toBe(false);
    expect(fromEnv.equals(await loadSecretKey({ dataDir: dir, secretKey: 'x'.repeat(40) }))).toBe(true);
  });

  it('refuses a key file it did not write', async () => {
    const other = await mkdtemp(path.join(os.tmpdir(), 'coalsim-key-'));
    await writeFile(path.join(other, SECRET_KEY_FILE), 'not a key');
    await expect(loadSecretKey({ dataDir: other })).rejects.toThrow(/SECRET_KEY/);
    await rm(other, { recursive: true, force: true });
  });
});
