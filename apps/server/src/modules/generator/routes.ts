import { downloadGen, getGenConfig, listGenTables, previewGen, saveGenConfig } from '@coalsim/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { contentDisposition } from '../../lib/content-disposition.js';
import { fromContract } from '../../lib/route.js';
import { principalOf } from '../../plugins/auth.js';
import type { FileStore } from '../storage/storage-backend.js';
import { AccountQueue } from './account-queue.js';
import { Formatter } from './formatter.js';
import { zipOf } from './gen-zip.js';
import * as generator from './generator.service.js';

/**
 * Previews and downloads an account may have running or waiting: one runs at a time, the next
 * waits for it (a download clicked for a second table while the first is made), the one after 429.
 */
const PER_ACCOUNT = 3;
const tooMany = (limit: number) => `已有 ${limit} 个代码预览或下载在生成或排队，请等它们完成后再试`;

/**
 * 代码生成: tables of the app's schema, their per-column settings, and the module generated from
 * them as a preview or a zip. Download only: nothing is ever written into the server's own tree.
 */
export const generatorRoutes: FastifyPluginAsyncZod<{ store: FileStore }> = async (app) => {
  const formatter = new Formatter();
  app.addHook('onClose', () => formatter.close());
  const queue = new AccountQueue(PER_ACCOUNT, tooMany);
  const generate = (request: FastifyRequest<{ Params: { table: string } }>) =>
    queue.run(String(principalOf(request).id), () =>
      generator.generate(app.db, request.params.table, formatter),
    );

  app.route({
    ...fromContract(listGenTables),
    handler: async (request) => generator.listTables(app.db, request.query),
  });
  app.route({
    ...fromContract(getGenConfig),
    handler: async (request) => generator.getConfig(app.db, request.params.table),
  });
  app.route({
    ...fromContract(saveGenConfig),
    handler: async (request) =>
      generator.saveConfig(app.db, principalOf(request), request.params.table, request.body),
  });
  app.route({
    ...fromContract(previewGen),
    handler: async (request) => ({ files: await generate(request) }),
  });
  app.route({
    ...fromContract(downloadGen),
    handler: async (request, reply) => {
      const { table } = request.params;
      const files = await generate(request);
      const fileName = `${table}.zip`;
      // The audit log records who took the generated code, as it does for every export.
      request.exported = { file: fileName, rows: files.length };
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition('attachment', fileName, fileName))
        .header('cache-control', 'no-store')
        .send(zipOf(files));
    },
  });
};
