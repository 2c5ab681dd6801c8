import { z } from 'zod';

import { defineEndpoint, type Endpoint } from '../common/endpoint.js';
import { permissions } from '../permissions.js';
import {
  backupDownloadBodySchema,
  backupDownloadQuerySchema,
  backupDownloadTicketSchema,
  backupPageSchema,
  backupQuerySchema,
  backupScheduleSchema,
  databaseBackupSchema,
  deleteBackupsBodySchema,
  restoreBodySchema,
  restoreResultSchema,
} from './database.schemas.js';

const { database } = permissions;
const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

export const listBackups = defineEndpoint({
  method: 'GET',
  path: '/api/database/backup',
  summary: '备份列表',
  description:
    'Backups newest first, with size, sha256, schema version, tables and rows, duration and the check run after writing; `schemaVersion` is the running code’s',
  access: { permissions: [database.list] },
  query: backupQuerySchema,
  responses: { 200: backupPageSchema },
});

export const createBackup = defineEndpoint({
  method: 'POST',
  path: '/api/database/backup',
  summary: '立即备份',
  description:
    'A consistent snapshot of every table (one repeatable-read transaction), written to the storage service and checked → 201 with the record',
  access: { permissions: [database.add] },
  responses: { 201: databaseBackupSchema },
});

export const createBackupDownload = defineEndpoint({
  method: 'POST',
  path: '/api/database/backup/:id/download',
  summary: '申请下载备份',
  description:
    'Needs database:edit and the caller’s password typed again (401 otherwise; wrong ones count with sign-in failures, five lock the account). Answers a one-time address of the file, good for one download within a minute, that the browser fetches itself',
  access: { permissions: [database.edit] },
  params: idParams,
  body: backupDownloadBodySchema,
  responses: { 200: backupDownloadTicketSchema },
});

export const downloadBackup = defineEndpoint({
  method: 'GET',
  path: '/api/database/backup/:id/download',
  summary: '下载备份',
  description:
    'The backup file (a zip of the tables in COPY text format and a sealed manifest), for the single-use `ticket` from `POST api/database/backup/{id}/download`; the download leaves an 操作日志 row',
  access: 'public',
  secretFields: ['ticket'],
  params: idParams,
  query: backupDownloadQuerySchema,
  responses: {},
});

export const deleteBackups = defineEndpoint({
  method: 'DELETE',
  path: '/api/database/backup',
  summary: '删除备份',
  description: 'Needs database:del and database:edit, and the caller’s password typed again (401 otherwise)',
  access: { permissions: [database.del, database.edit], every: true },
  body: deleteBackupsBodySchema,
  responses: { 200: z.object({}) },
});

export const restoreBackup = defineEndpoint({
  method: 'POST',
  path: '/api/database/backup/:id/restore',
  summary: '恢复备份',
  description:
    'Needs the caller’s password typed again (401 otherwise). Checks the file, restores it into a fresh database, then switches to it; every other request, on every instance, answers 503 meanwhile. A failure before the switch leaves the data as it was. Sessions signed in after the backup end, and sessions ended since stay ended. 400 for a damaged file, 409 for a backup of a newer schema than this code or while another restore runs',
  access: { permissions: [database.edit] },
  params: idParams,
  body: restoreBodySchema,
  responses: { 200: restoreResultSchema },
});

export const uploadRestore = defineEndpoint({
  method: 'POST',
  path: '/api/database/upload',
  summary: '上传备份并恢复',
  description:
    'multipart `file`: a backup file downloaded from 数据库备份 (at most 2 GB), and the field `password`: the caller’s password typed again (401 otherwise). Its seal, entries and sizes are checked before anything is touched, its tables as they load; restored as `POST api/database/backup/{id}/restore` does, then kept as a backup of kind `uploaded`',
  upload: true,
  access: { permissions: [database.edit] },
  responses: { 200: restoreResultSchema },
});

export const getBackupSchedule = defineEndpoint({
  method: 'GET',
  path: '/api/database/backup/schedule',
  summary: '定时备份设置',
  description: 'The 定时任务 job that takes scheduled backups (edited in 定时任务), and its retention',
  access: { permissions: [database.list] },
  responses: { 200: backupScheduleSchema },
});

/** The database module's endpoints (issue 34). */
export const databaseEndpoints = {
  listBackups,
  createBackup,
  createBackupDownload,
  downloadBackup,
  deleteBackups,
  restoreBackup,
  uploadRestore,
  getBackupSchedule,
} satisfies Record<string, Endpoint>;
