import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { markRoutesAsFiles } from '../lib/route.js';
import { inlineScriptHashes } from './security.js';

/** The built web app: the same relative place from src/ and from dist/. */
export const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** The CSP hashes of the built page's inline scripts; none when the web app is not built. */
export function pageScriptHashes(root: string): string[] {
  const page = path.join(root, 'index.html');
  return existsSync(page) ? inlineScriptHashes(readFileSync(page, 'utf8')) : [];
}

/**
 * Serves the SPA. Hash routing means index.html is the only HTML; it is revalidated on every
 * visit, while the content-hashed assets are cached for a year. Brotli/gzip twins made at
 * build time are sent when the browser accepts them.
 */
async function staticPlugin(app: FastifyInstance, opts: { root: string }) {
  if (!existsSync(path.join(opts.root, 'index.html'))) {
    app.log.warn(`web app not built (${opts.root}); serving the API only`);
    return;
  }
  // The static routes are the only ones without a contract entry; the auth hook lets them through
  // by this mark and refuses any other undeclared route.
  await app.register(async (files) => {
    markRoutesAsFiles(files);
    await files.register(fastifyStatic, {
      root: opts.root,
      preCompressed: true,
      wildcard: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  });
}

export default fp(staticPlugin, { name: 'static' });
