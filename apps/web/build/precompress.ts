import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Text formats compress well; images and fonts are already compressed and would only grow.
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.html', '.json']);
// Below ~1 KB the saving is smaller than a packet and not worth an extra file per asset.
const MIN_BYTES = 1024;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

async function compressFile(path: string): Promise<void> {
  const source = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/**
 * Writes `.br` and `.gz` siblings of every text asset after the bundle is on disk, so the server
 * can send precompressed files instead of compressing on each request. It walks the output folder
 * rather than the bundle so that files copied from `public/` are included too.
 */
export function precompress(): Plugin {
  return {
    name: 'coalsim:precompress',
    apply: 'build',
    enforce: 'post',
    async writeBundle(options) {
      if (!options.dir) return;
      const jobs: Promise<void>[] = [];
      for await (const path of walk(options.dir)) {
        if (!COMPRESSIBLE.has(extname(path))) continue;
        if ((await stat(path)).size <= MIN_BYTES) continue;
        jobs.push(compressFile(path));
      }
      await Promise.all(jobs);
    },
  };
}
