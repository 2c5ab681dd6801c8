import { rm } from 'node:fs/promises';

import {
  deleteS3Files,
  deleteStorage,
  downloadStorage,
  getS3Config,
  getStoredFile,
  listS3Files,
  listStorage,
  renameStorage,
  storageRenameSchema,
  uploadPicture,
  uploadS3File,
  uploadStorage,
  UPLOAD_LIMITS,
} from '@coalsim/contract';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { CONTROL_CHAR_MESSAGE, findControlChar } from '../../lib/control-chars.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { fromContract } from '../../lib/route.js';
import { buildXlsx, sendXlsx } from '../../lib/xlsx.js';
import { principalOf } from '../../plugins/auth.js';
import { sendStored } from './send-stored.js';
import type { FileStore } from './storage-backend.js';
import { STORAGE_EXPORT_COLUMNS, STORAGE_EXPORT_FILE } from './storage-export.js';
import * as storage from './storage.service.js';
import { openStored, storeUpload } from './stored-file.service.js';
import { receiveUpload } from './upload-reader.js';
import { SERVED_PURPOSES, UPLOAD_RULES, type Purpose } from './upload-rules.js';

export interface StorageRoutesOptions {
  store: FileStore;
}

export const S3_NOT_CONFIGURED = '未配置 S3 存储：请设置 STORAGE=s3 及 S3_* 环境变量';

/** 存储管理 (`api/localStorage`, `api/qiNiuContent`), the editors' pictures and `/file/*`. */
export const storageRoutes: FastifyPluginAsyncZod<StorageRoutesOptions> = async (app, { store }) => {
  // The largest limit here; each route asks busboy for its own (upload-reader.ts).
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMITS.file.maxBytes, files: 1 } });
  app.addHook('onClose', () => store.close());

  /** The optional display name of the form, held to the rename rules. */
  function displayName(fields: Record<string, string>): string | undefined {
    const raw = fields.name?.trim();
    if (!raw) return undefined;
    if (findControlChar(raw))
      throw badRequest(`name: ${CONTROL_CHAR_MESSAGE}`, { name: [CONTROL_CHAR_MESSAGE] });
    const checked = storageRenameSchema.shape.name.safeParse(raw);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? '文件名称不正确';
      throw badRequest(message, { name: [message] });
    }
    return checked.data;
  }

  async function upload(request: FastifyRequest, purpose: Purpose) {
    const principal = principalOf(request);
    const rules = UPLOAD_RULES[purpose];
    const received = await receiveUpload(request, store.tmpDir, rules);
    let name: string | undefined;
    try {
      name = purpose === 'file' ? displayName(received.fields) : undefined;
    } catch (err) {
      await rm(received.file, { force: true });
      throw err;
    }
    return storeUpload(app.db, store, received, rules, { purpose, name, uploader: principal }, request.log);
  }

  app.route({
    ...fromContract(listStorage),
    handler: async (request) => storage.listFiles(app.db, {}, request.query),
  });

  app.route({
    ...fromContract(downloadStorage),
    handler: async (request, reply) => {
      const rows = await storage.filesForExport(app.db, {}, request.query);
      return sendXlsx(reply, STORAGE_EXPORT_FILE, await buildXlsx('文件', STORAGE_EXPORT_COLUMNS, rows));
    },
  });

  app.route({
    ...fromContract(uploadStorage),
    handler: async (request, reply) => reply.code(201).send(await upload(request, 'file')),
  });

  app.route({
    ...fromContract(uploadPicture),
    handler: async (request, reply) => reply.code(201).send(await upload(request, 'picture')),
  });

  app.route({
    ...fromContract(renameStorage),
    handler: async (request) => storage.renameFile(app.db, request.body, principalOf(request).username),
  });

  app.route({
    ...fromContract(deleteStorage),
    handler: async (request) => {
      await storage.deleteFiles(app.db, store, {}, request.body, request.log);
      return {};
    },
  });

  app.route({
    ...fromContract(getS3Config),
    handler: async () => {
      const info = store.s3Configured ? store.s3Info : undefined;
      return {
        configured: store.s3Configured,
        endpoint: info?.endpoint ?? null,
        bucket: info?.bucket ?? null,
        region: info?.region ?? null,
      };
    },
  });

  app.route({
    ...fromContract(listS3Files),
    handler: async (request) => storage.listFiles(app.db, { backend: 's3' }, request.query),
  });

  app.route({
    ...fromContract(uploadS3File),
    handler: async (request, reply) => {
      // Refused before the body is read: there is nowhere to put it.
      if (!store.s3Configured) throw conflict(S3_NOT_CONFIGURED);
      return reply.code(201).send(await upload(request, 'file'));
    },
  });

  app.route({
    ...fromContract(deleteS3Files),
    handler: async (request) => {
      await storage.deleteFiles(app.db, store, { backend: 's3' }, request.body, request.log);
      return {};
    },
  });

  app.route({
    ...fromContract(getStoredFile),
    handler: async (request, reply) => {
      // Only names this server made, looked up in the table: no path ever reaches a backend.
      const found = await openStored(app.db, store, request.params.name, SERVED_PURPOSES, request.log);
      if (!found) throw notFound(storage.FILE_NOT_FOUND);
      return sendStored(reply, found.row, found.bytes);
    },
  });
};
