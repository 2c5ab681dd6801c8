import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { getDemoFile } from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { notFound } from '../../lib/http-error.js';
import { fromContract } from '../../lib/route.js';

/** The shipped demo covers; the same relative place from src/ and from dist/. */
const DEMO_DIR = fileURLToPath(new URL('../../../assets/demo-covers', import.meta.url));
const DEMO_NAME = /^[a-z]+-\d{1,2}\.svg$/;

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(getDemoFile),
    handler: async (request, reply) => {
      const { name } = request.params;
      // Only names of the shipped set: no path, no traversal, nothing else on disk.
      if (!DEMO_NAME.test(name)) throw notFound('文件不存在');
      const bytes = await readFile(path.join(DEMO_DIR, name)).catch(() => {
        throw notFound('文件不存在');
      });
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(bytes);
    },
  });
};
