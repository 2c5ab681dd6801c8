import { readFile, rm } from 'node:fs/promises';

import { getWorkerTemplate, importWorkers } from '@coalsim/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { scopeOf } from '../../lib/enterprise-scope.js';
import { fromContract } from '../../lib/route.js';
import { sendXlsx } from '../../lib/xlsx.js';
import { principalOf } from '../../plugins/auth.js';
import { receiveUpload } from '../storage/upload-reader.js';
import type { UploadRules } from '../storage/upload-rules.js';
import { forgetStaffListsOnWrites } from './org-cache.js';
import { withImportLock } from './worker-import-lock.js';
import * as workerImport from './worker-import.service.js';
import { readWorkerSheet, WORKER_IMPORT_MAX_BYTES } from './worker-sheet.js';
import { buildWorkerTemplate, WORKER_TEMPLATE_FILE } from './worker-template.js';

export interface WorkerImportRoutesOptions {
  /** Where the upload is spooled while it arrives (the file store's temp folder). */
  tmpDir: string;
}

const SHEET_RULES: UploadRules = {
  field: 'file',
  maxBytes: WORKER_IMPORT_MAX_BYTES,
  // The type is decided from the bytes by the sheet reader (a zip holding an xlsx workbook).
  kinds: ['xlsx'],
  typeMessage: '只能导入 Excel 文件（.xlsx）',
  sizeMessage: '文件大小不能超过 10MB：请把表格分成几个文件分别导入',
  missingMessage: '请选择要导入的 Excel 文件',
};

/** 添加员工 by Excel: the template to fill in, and the import (dry run, then commit). */
export const workerImportRoutes: FastifyPluginAsyncZod<WorkerImportRoutesOptions> = async (
  app,
  { tmpDir },
) => {
  await app.register(multipart, { limits: { fileSize: WORKER_IMPORT_MAX_BYTES, files: 1 } });
  forgetStaffListsOnWrites(app);

  app.route({
    ...fromContract(getWorkerTemplate),
    handler: async (request, reply) =>
      sendXlsx(reply, WORKER_TEMPLATE_FILE, await buildWorkerTemplate(app.db, scopeOf(request))),
  });

  app.route({
    ...fromContract(importWorkers),
    handler: async (request) => {
      const scope = scopeOf(request);
      const upload = await receiveUpload(request, tmpDir, SHEET_RULES);
      let bytes: Buffer;
      try {
        bytes = await readFile(upload.file);
      } finally {
        await rm(upload.file, { force: true });
      }
      const { dryRun } = request.query;
      // One import per enterprise at a time (dry runs too: reading the sheet is the costly part).
      const result = await withImportLock(app.db, scope.enterpriseId, async () =>
        workerImport.importWorkers(
          app.db,
          scope,
          principalOf(request).username,
          await readWorkerSheet(bytes),
          dryRun,
        ),
      );
      // A staff account's auth/info names its department and post, which an update may change.
      if (result.updated > 0 && !dryRun) app.caches.profiles.clear();
      return result;
    },
  });
};
