import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';

import {
  BACKUP_UPLOAD_MAX_BYTES,
  JOB_HANDLERS,
  type BackupSchedule,
  type RestoreResult,
} from '@coalsim/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import type { Db } from '../../db/database.js';
import { sysJob } from '../jobs/job.table.js';
import type { FileStore } from '../storage/storage-backend.js';
import { cleanFileName } from '../storage/stored-file.service.js';
import { receiveUpload } from '../storage/upload-reader.js';
import type { UploadRules } from '../storage/upload-rules.js';
import { backupRow, fetchBackupFile, verifyBackup } from './backup.service.js';
import { databaseBackup } from './backup.table.js';
import { checkedManifest, restoreBackupFile, type RestoreDeps } from './restore.service.js';

const BACKUP_RULES: UploadRules = {
  field: 'file',
  maxBytes: BACKUP_UPLOAD_MAX_BYTES,
  kinds: ['zip'],
  typeMessage: '只能上传“数据库备份”中下载的 zip 备份文件',
  sizeMessage: '备份文件不能超过 2 GB',
  missingMessage: '请选择要恢复的备份文件（zip）',
};

/** `POST api/database/backup/{id}/restore`: the stored file, fetched and restored. */
export async function restoreStoredBackup(db: Db, store: FileStore, deps: RestoreDeps, id: number) {
  const row = await backupRow(db, id);
  return restoreBackupFile(deps, await fetchBackupFile(store, row), row.id);
}

/**
 * `POST api/database/upload`: the file is read through and checked (a newer schema too) before
 * anything is kept; it then joins the catalog as an `uploaded` backup (so it can be downloaded or restored again) and
 * is restored from the stored copy.
 */
export async function restoreUploadedBackup(
  db: Db,
  store: FileStore,
  deps: RestoreDeps,
  request: FastifyRequest,
  username: string,
): Promise<RestoreResult> {
  const received = await receiveUpload(request, store.tmpDir, BACKUP_RULES);
  let manifest;
  try {
    manifest = await checkedManifest(received.file);
  } catch (err) {
    await rm(received.file, { force: true });
    throw err;
  }
  const storedName = `${randomBytes(16).toString('hex')}.zip`;
  try {
    await store.current.put(storedName, received.file, received.size, 'application/zip');
  } finally {
    await rm(received.file, { force: true });
  }
  const [row] = await db
    .insert(databaseBackup)
    .values({
      fileName: cleanFileName(received.fileName, 'backup.zip'),
      storedName,
      backend: store.current.kind,
      size: received.size,
      sha256: received.sha256,
      schemaVersion: manifest.schemaVersion,
      schemaTag: manifest.schemaTag,
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((n, t) => n + t.rows, 0),
      durationMs: 0,
      kind: 'uploaded',
      createBy: username,
      updateBy: username,
    })
    .returning();
  await verifyBackup(db, store, row!, deps.log);
  return restoreStoredBackup(db, store, deps, row!.id);
}

/** The job that takes scheduled backups, as 定时任务 holds it. */
export async function backupSchedule(db: Db): Promise<BackupSchedule> {
  const [job] = await db.select().from(sysJob).where(eq(sysJob.handler, 'backupDatabase')).limit(1);
  let params = JOB_HANDLERS.backupDatabase.params.parse({});
  try {
    params = JOB_HANDLERS.backupDatabase.params.parse(job?.params ? JSON.parse(job.params) : {});
  } catch {
    // Parameters edited by hand into something invalid: the job itself refuses to run with them.
  }
  return {
    jobId: job?.id ?? null,
    cronExpression: job?.cronExpression ?? '',
    paused: job?.isPause ?? true,
    keepDaily: params.keepDaily,
    keepWeekly: params.keepWeekly,
  };
}
