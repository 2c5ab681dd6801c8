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
import { HttpError } from '../../lib/http-error.js';
import { sysJob } from '../jobs/job.table.js';
import type { FileStore } from '../storage/storage-backend.js';
import { cleanFileName } from '../storage/stored-file.service.js';
import { receiveUpload } from '../storage/upload-reader.js';
import type { UploadRules } from '../storage/upload-rules.js';
import { backupRow, fetchBackupFile } from './backup.service.js';
import { databaseBackup } from './backup.table.js';
import { checkedManifest, restoreBackupFile, type RestoreDeps } from './restore.service.js';

const UPLOAD_NOT_KEPT =
  '数据已按上传的备份恢复，但该备份文件未能保存到存储服务（列表中不会出现）：如需留存，请稍后重新上传';

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
  const file = await fetchBackupFile(store, row);
  try {
    return { backupId: row.id, ...(await restoreBackupFile(deps, file)) };
  } finally {
    await rm(file, { force: true });
  }
}

/**
 * `POST api/database/upload`: with the caller's password confirmed, restored from the received file (its seal, entries, sizes and schema
 * checked before the service closes, its tables inflated once, as they load, each checked there
 * against the sealed manifest); only then does it join the catalog, as an `uploaded` backup that
 * passed (so it can be downloaded or restored again). A file that did not restore is not kept.
 */
export async function restoreUploadedBackup(
  db: Db,
  store: FileStore,
  deps: RestoreDeps,
  request: FastifyRequest,
  username: string,
  confirm: (password: string | undefined) => Promise<void>,
): Promise<RestoreResult> {
  const received = await receiveUpload(request, store.tmpDir, BACKUP_RULES);
  try {
    // The form's `password` field: it may come after the file, so it is judged once both are in.
    await confirm(received.fields.password);
    const result = await restoreBackupFile(deps, received.file);
    const manifest = await checkedManifest(received.file, deps.key);
    const storedName = `${randomBytes(16).toString('hex')}.zip`;
    await store.current
      .put(storedName, received.file, received.size, 'application/zip')
      .catch((err: unknown) => {
        deps.log.error({ err }, 'restore: the uploaded backup could not be kept');
        throw new HttpError(503, UPLOAD_NOT_KEPT);
      });
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
        rows: result.rows,
        durationMs: 0,
        kind: 'uploaded',
        verifyStatus: 'passed',
        verifyMessage: `恢复时逐表核对，${result.tables} 张表的行数和校验和均一致`,
        verifiedAt: new Date(),
        createBy: username,
        updateBy: username,
      })
      .returning({ id: databaseBackup.id });
    return { backupId: row!.id, ...result };
  } finally {
    await rm(received.file, { force: true });
  }
}

/** The restore's own 操作日志 row says which backup came back, by whom, and what it carried. */
export async function restoreNote(db: Db, result: RestoreResult, username: string): Promise<string> {
  const row = await backupRow(db, result.backupId).catch(() => undefined);
  const name = row ? `「${row.fileName}」（#${row.id}）` : `#${result.backupId}`;
  return `${username} 恢复了备份${name}：${result.tables} 张表 ${result.rows} 行；带回恢复前的日志 ${result.carriedLogs} 条，结束备份后登录的会话 ${result.endedSessions} 个`;
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
