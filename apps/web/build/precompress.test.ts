import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import type { Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

import { precompress } from './precompress.ts';

type WriteBundle = (this: unknown, options: { dir?: string }) => Promise<void>;

describe('precompress: brotli and gzip twins of the built text files', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'coalsim-precompress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz of text files over 1 KB, in subfolders too, and nothing else', async () => {
    const big = `export const text = ${JSON.stringify('煤矿安全培训 '.repeat(400))};\n`;
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>x</p>'.repeat(200)}`);
    writeFileSync(path.join(dir, 'assets', 'page-abc.js'), big);
    writeFileSync(path.join(dir, 'assets', 'small.js'), 'export {};\n');
    writeFileSync(path.join(dir, 'assets', 'cover.png'), Buffer.alloc(4096, 7));

    await (precompress().writeBundle as unknown as WriteBundle).call({}, { dir });

    for (const file of ['index.html', 'assets/page-abc.js']) {
      const source = readFileSync(path.join(dir, file));
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${file}.br`))).equals(source)).toBe(true);
      expect(gunzipSync(readFileSync(path.join(dir, `${file}.gz`))).equals(source)).toBe(true);
      expect(readFileSync(path.join(dir, `${file}.br`)).length).toBeLessThan(source.length / 4);
    }
    for (const file of ['assets/small.js', 'assets/cover.png']) {
      expect(existsSync(path.join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(path.join(dir, `${file}.gz`)), file).toBe(false);
    }
  });

  it('runs after the bundle is written, in builds only, and does nothing without an output folder', async () => {
    const plugin: Plugin = precompress();
    expect(plugin.apply).toBe('build');
    expect(plugin.enforce).toBe('post');
    await expect((plugin.writeBundle as unknown as WriteBundle).call({}, {})).resolves.toBeUndefined();
  });
});
