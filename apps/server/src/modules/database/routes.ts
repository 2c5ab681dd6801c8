import {
  BACKUP_UPLOAD_MAX_BYTES,
  createBackup,
  createBackupDownload,
  deleteBackups,
  downloadBackup,
  getBackupSchedule,
  listBackups,
  restoreBackup,
  uploadRestore,
} from '@coalsim/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { contentDisposition } from '../../lib/content-disposition.js';
import { fromContract } from '../../lib/route.js';
import { principalOf } from '../../plugins/auth.js';
import { confirmPassword } from '../auth/step-up.js';
import type { FileStore } from '../storage/storage-backend.js';
import { downloadUrl, ticketedBackup } from './backup-access.js';
import { backupSchedule, restoreNote, restoreStoredBackup, restoreUploadedBackup } from './backup-restore.js';
import type { SealKey } from './backup-seal.js';
import * as backups from './backup.service.js';
import type { DownloadTickets } from './download-tickets.js';
import type { RestoreGate } from './restore-gate.js';
import { restoreRunning } from './restore-lock.js';
import type { RestoreDeps } from './restore.service.js';

/** 数据库备份: backups in the storage service, their check, restore from one or from an upload. */
export const databaseRoutes: FastifyPluginAsyncZod<{
  store: FileStore;
  gate: RestoreGate;
  key: SealKey;
  tickets: DownloadTickets;
}> = async (app, { store, gate, key, tickets }) => {
  await app.register(multipart, { limits: { fileSize: BACKUP_UPLOAD_MAX_BYTES, files: 1 } });
  // A restore begun on another instance closes this one's gate too.
  await gate.share(app.cacheBus, () => restoreRunning(app.pool), app.log);
  /** The caller's password typed again: for download, restore and delete (database:edit each). */
  const stepUp = async (request: Parameters<typeof principalOf>[0], password: string | undefined) => {
    const principal = principalOf(request);
    await confirmPassword(app.db, app.authStore, principal, password);
    return principal;
  };
  const deps = (log: typeof app.log): RestoreDeps => ({
    pool: app.pool,
    gate,
    authStore: app.authStore,
    jobs: app.jobs,
    tmpDir: store.tmpDir,
    key,
    log,
  });

  app.route({
    ...fromContract(listBackups),
    handler: async (request) => backups.listBackups(app.db, request.query),
  });
  app.route({ ...fromContract(getBackupSchedule), handler: async () => backupSchedule(app.db) });
  app.route({
    ...fromContract(createBackup),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await backups.createBackup(
            app.db,
            app.pool,
            store,
            key,
            { username: principalOf(request).username, kind: 'manual' },
            request.log,
          ),
        ),
  });
  app.route({
    ...fromContract(createBackupDownload),
    handler: async (request, reply) => {
      const principal = await stepUp(request, request.body.password);
      const row = await backups.backupRow(app.db, request.params.id);
      const { ticket, expiresAt } = tickets.issue(row.id, principal.id);
      return reply
        .header('cache-control', 'no-store')
        .send({ url: downloadUrl(row.id, ticket), expiresAt: expiresAt.toISOString() });
    },
  });
  app.route({
    ...fromContract(downloadBackup),
    handler: async (request, reply) => {
      const { id } = request.params;
      const row = await ticketedBackup(app.db, app.authStore, tickets, request, id, request.query.ticket);
      const bytes = await backups.openBackupFile(store, row);
      return reply
        .type('application/zip')
        .header('content-length', row.size)
        .header('content-disposition', contentDisposition('attachment', row.fileName, row.fileName))
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  });
  app.route({
    ...fromContract(deleteBackups),
    handler: async (request) => {
      await stepUp(request, request.body.password);
      return backups.deleteBackups(app.db, store, request.body.ids, request.log);
    },
  });
  app.route({
    ...fromContract(restoreBackup),
    handler: async (request) => {
      await stepUp(request, request.body.password);
      const result = await restoreStoredBackup(app.db, store, deps(request.log), request.params.id);
      request.auditNote = await restoreNote(app.db, result, principalOf(request).username);
      return result;
    },
  });
  app.route({
    ...fromContract(uploadRestore),
    handler: async (request) => {
      const { username } = principalOf(request);
      const result = await restoreUploadedBackup(app.db, store, deps(request.log), request, username, (p) =>
        stepUp(request, p).then(() => undefined),
      );
      request.auditNote = await restoreNote(app.db, result, username);
      return result;
    },
  });
};
